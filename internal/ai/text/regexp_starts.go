package text

import (
	"errors"
	"regexp/syntax"
	"unicode/utf8"
)

// sparseStarts is what the first two characters of a regular expression's match can be,
// read from its compiled program: the instructions the first character must satisfy, and
// for each those the second must. A text position is worth an attempt only when its two
// characters pass; in "ten, tea, two" the expression "this is|…" is tried nowhere.
type sparseStarts struct {
	ways     []sparseStart
	boundary bool // every match starts at a word boundary (\b)

	// The same for ASCII characters, as tables: firstASCII[c] when a match can start
	// with c, thenAny[c] when then any character (or none) may follow, and then[c] the
	// set of ASCII characters that may follow it otherwise.
	firstASCII [utf8.RuneSelf]bool
	thenAny    [utf8.RuneSelf]bool
	then       [utf8.RuneSelf][2]uint64
}

// sparseStart is one way a match can begin.
type sparseStart struct {
	first   *syntax.Inst
	second  []*syntax.Inst
	anyNext bool // the match may end after the first character, or an assertion follows it
}

// newSparseStarts reads expr's starts, and fails if expr does not compile or can match
// the empty string (a match could then start anywhere).
func newSparseStarts(expr string) (sparseStarts, error) {
	parsed, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return sparseStarts{}, err
	}
	prog, err := syntax.Compile(parsed.Simplify())
	if err != nil {
		return sparseStarts{}, err
	}
	st := sparseStarts{boundary: true}
	var firsts []*syntax.Inst
	empty := false
	progWalk(prog, uint32(prog.Start), true, func(in *syntax.Inst, boundary bool) {
		firsts = append(firsts, in)
		st.boundary = st.boundary && boundary
	}, func() { empty = true })
	if empty {
		return sparseStarts{}, errors.New(expr + " matches the empty string")
	}
	for _, f := range firsts {
		way := sparseStart{first: f}
		progWalk(prog, f.Out, false, func(in *syntax.Inst, _ bool) { way.second = append(way.second, in) },
			func() { way.anyNext = true })
		st.ways = append(st.ways, way)
	}
	for c := rune(0); c < utf8.RuneSelf; c++ {
		for _, w := range st.ways {
			if !instMatches(w.first, c) {
				continue
			}
			st.firstASCII[c] = true
			st.thenAny[c] = st.thenAny[c] || w.anyNext
			for d := rune(0); d < utf8.RuneSelf; d++ {
				for _, in := range w.second {
					if instMatches(in, d) {
						st.then[c][d/64] |= 1 << (d % 64)
					}
				}
			}
		}
	}
	return st, nil
}

// progWalk follows the program from pc through the instructions that consume nothing,
// and calls found for each that consumes a character (saying whether a \b came on the
// way), and other when it reaches the end of a match, or an assertion it cannot judge
// without the text. From the start it passes every assertion, noting \b (a superset of
// the starts is safe); after a first character it stops at any, which is the safe side.
func progWalk(prog *syntax.Prog, pc uint32, fromStart bool, found func(in *syntax.Inst, boundary bool), other func()) {
	seen := map[uint32]bool{}
	var step func(pc uint32, boundary bool)
	step = func(pc uint32, boundary bool) {
		if seen[pc] {
			return
		}
		seen[pc] = true
		switch in := &prog.Inst[pc]; in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			step(in.Out, boundary)
			step(in.Arg, boundary)
		case syntax.InstCapture, syntax.InstNop:
			step(in.Out, boundary)
		case syntax.InstEmptyWidth:
			if !fromStart {
				other()
				return
			}
			step(in.Out, boundary || syntax.EmptyOp(in.Arg)&syntax.EmptyWordBoundary != 0)
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			found(in, boundary)
		case syntax.InstMatch:
			other()
		}
	}
	step(pc, false)
}

// instMatches reports whether the instruction consumes r.
func instMatches(in *syntax.Inst, r rune) bool {
	switch in.Op {
	case syntax.InstRuneAny:
		return true
	case syntax.InstRuneAnyNotNL:
		return r != '\n'
	}
	return in.MatchRune(r) // InstRune, InstRune1, with their case folding
}

// mayStartAt reports whether a match can start at byte i of s, whose rune r is size bytes
// long and whose previous rune (utf8.RuneError at the start) is prev.
func (st *sparseStarts) mayStartAt(s string, i int, prev, r rune, size int) bool {
	if st.boundary && (i > 0 && syntax.IsWordChar(prev)) == syntax.IsWordChar(r) {
		return false
	}
	next, end := rune(-1), i+size >= len(s)
	if !end {
		if next = rune(s[i+size]); next >= utf8.RuneSelf {
			next, _ = utf8.DecodeRuneInString(s[i+size:])
		}
	}
	if r < utf8.RuneSelf {
		switch {
		case !st.firstASCII[r]:
			return false
		case st.thenAny[r]:
			return true
		case end:
			return false
		case next < utf8.RuneSelf:
			return st.then[r][next/64]&(1<<(next%64)) != 0
		}
	}
	for _, w := range st.ways {
		if !instMatches(w.first, r) {
			continue
		}
		if w.anyNext {
			return true
		}
		if end {
			continue
		}
		for _, in := range w.second {
			if instMatches(in, next) {
				return true
			}
		}
	}
	return false
}
