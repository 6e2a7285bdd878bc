package extract

import (
	"bufio"
	"bytes"
	"compress/lzw"
	"compress/zlib"
	"encoding/ascii85"
	"encoding/hex"
	"errors"
	"io"
	"regexp"
)

// filterName is a filter named in a stream's dictionary: /Filter /FlateDecode, or each of
// /Filter [/ASCII85Decode /FlateDecode], in the order they are applied.
var (
	filterList = regexp.MustCompile(`/Filter\s*(\[[^\]]*\]|/[A-Za-z0-9]+)`)
	filterName = regexp.MustCompile(`/([A-Za-z0-9]+)`)
)

// streamFilters are the filters of a stream's dictionary, in decoding order.
func streamFilters(dict []byte) []string {
	m := filterList.FindSubmatch(dict)
	if m == nil {
		return nil
	}
	var out []string
	for _, f := range filterName.FindAllSubmatch(m[1], -1) {
		out = append(out, string(f[1]))
	}
	return out
}

// expansionBudget is the bytes the filters of a document may still put out, all
// streams and every filter counted; below zero the document is a bomb.
type expansionBudget struct{ left int64 }

var errOverBudget = errors.New("over the expansion budget")

// counting passes a filter's output on and charges it to the budget.
type counting struct {
	r      io.Reader
	budget *expansionBudget
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if c.budget.left -= int64(n); c.budget.left < 0 {
		return n, errOverBudget
	}
	return n, err
}

// decodeAll runs data through filters, counting every filter's output, until the end,
// an error, or the budget runs out. A filter that makes images (DCT, JPX, JBIG2, CCITT)
// or one not known ends the chain: what it would make is bounded by the image's size,
// which the reader checks.
func decodeAll(data []byte, filters []string, budget *expansionBudget) {
	var r io.Reader = bytes.NewReader(data)
	for _, f := range filters {
		next := decoder(f, r)
		if next == nil {
			break
		}
		r = &counting{r: next, budget: budget}
	}
	if len(filters) > 0 {
		io.Copy(io.Discard, r)
	}
}

// decoder is the reader of filter f over r, nil for a filter not decoded here.
func decoder(f string, r io.Reader) io.Reader {
	switch f {
	case "FlateDecode", "Fl":
		zr, err := zlib.NewReader(r)
		if err != nil {
			return bytes.NewReader(nil)
		}
		return zr
	case "ASCII85Decode", "A85":
		return ascii85.NewDecoder(upTo(r, '~'))
	case "ASCIIHexDecode", "AHx":
		return hex.NewDecoder(withoutSpace(upTo(r, '>')))
	case "LZWDecode", "LZW":
		return lzw.NewReader(r, lzw.MSB, 8)
	case "RunLengthDecode", "RL":
		return &runLength{r: bufio.NewReader(r)}
	}
	return nil
}

// upTo reads r up to the first stop byte (an encoding's end-of-data mark).
func upTo(r io.Reader, stop byte) io.Reader { return &until{r: r, stop: stop} }

type until struct {
	r    io.Reader
	stop byte
	done bool
}

func (u *until) Read(p []byte) (int, error) {
	if u.done {
		return 0, io.EOF
	}
	n, err := u.r.Read(p)
	if i := bytes.IndexByte(p[:n], u.stop); i >= 0 {
		u.done = true
		return i, nil
	}
	return n, err
}

// withoutSpace drops the white space a hex stream may hold.
func withoutSpace(r io.Reader) io.Reader { return &spaceless{r: r} }

type spaceless struct{ r io.Reader }

func (s *spaceless) Read(p []byte) (int, error) {
	for {
		n, err := s.r.Read(p)
		kept := p[:0]
		for _, c := range p[:n] {
			if c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0 {
				kept = append(kept, c)
			}
		}
		if len(kept) > 0 || err != nil {
			return len(kept), err
		}
	}
}

// runLength decodes PDF's RunLengthDecode: a length byte, then literal or repeated bytes.
type runLength struct {
	r       *bufio.Reader
	literal int  // literal bytes left to copy
	repeat  int  // times left to repeat b
	b       byte // the repeated byte
}

func (d *runLength) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		switch {
		case d.literal > 0:
			c, err := d.r.ReadByte()
			if err != nil {
				return n, err
			}
			p[n], d.literal, n = c, d.literal-1, n+1
		case d.repeat > 0:
			p[n], d.repeat, n = d.b, d.repeat-1, n+1
		default:
			l, err := d.r.ReadByte()
			if err != nil || l == 128 {
				return n, io.EOF
			}
			if l < 128 {
				d.literal = int(l) + 1
				continue
			}
			if d.b, err = d.r.ReadByte(); err != nil {
				return n, err
			}
			d.repeat = 257 - int(l)
		}
	}
	return n, nil
}
