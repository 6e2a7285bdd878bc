package ai

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// schema is the small part of JSON Schema the structured answers use, written as Go values
// so that one value is both what the model is sent (response_format, strict) and what its
// answer is checked against (check). A JSON-schema library would check more than we send
// and would be one more dependency to keep; the subset is what strict mode asks for anyway:
// every property required, none other allowed, a null only where the schema names it.
type schema struct {
	typ         string // object, array, string or integer
	nullable    bool   // null is allowed too
	description string
	props       []prop  // an object's properties, in the order the model should write them
	items       *schema // an array's element
	maxItems    int     // 0: no limit
	enum        []string
	pattern     *regexp.Regexp
	// maxLen is a string's most characters (0: no limit), checked here but not sent: strict
	// mode refuses a schema with keywords outside its subset, and maxLength has been one.
	maxLen   int
	min, max int // an integer's range
}

// prop is one property of an object schema.
type prop struct {
	name string
	*schema
}

func object(description string, props ...prop) *schema {
	return &schema{typ: "object", description: description, props: props}
}

func field(name string, s *schema) prop { return prop{name: name, schema: s} }

// text is a string of at most maxLen characters.
func str(description string, maxLen int) *schema {
	return &schema{typ: "string", description: description, maxLen: maxLen}
}

func oneOf(description string, values ...string) *schema {
	return &schema{typ: "string", description: description, enum: values}
}

func list(description string, maxItems int, items *schema) *schema {
	return &schema{typ: "array", description: description, items: items, maxItems: maxItems}
}

// orNull is s with null allowed.
func orNull(s *schema) *schema {
	c := *s
	c.nullable = true
	return &c
}

// MarshalJSON writes the schema as JSON Schema, properties in their order (a model writes
// them in the order given, and the kind should come first, before what depends on it).
func (s *schema) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{")
	if s.nullable {
		fmt.Fprintf(&b, `"type":[%q,"null"]`, s.typ)
	} else {
		fmt.Fprintf(&b, `"type":%q`, s.typ)
	}
	if s.description != "" {
		d, _ := json.Marshal(s.description)
		fmt.Fprintf(&b, `,"description":%s`, d)
	}
	switch s.typ {
	case "object":
		b.WriteString(`,"properties":{`)
		names := make([]string, len(s.props))
		for i, p := range s.props {
			raw, err := p.schema.MarshalJSON()
			if err != nil {
				return nil, err
			}
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "%q:%s", p.name, raw)
			names[i] = p.name
		}
		req, _ := json.Marshal(names)
		fmt.Fprintf(&b, `},"required":%s,"additionalProperties":false`, req)
	case "array":
		raw, err := s.items.MarshalJSON()
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, `,"items":%s`, raw)
		if s.maxItems > 0 {
			fmt.Fprintf(&b, `,"maxItems":%d`, s.maxItems)
		}
	case "string":
		if s.enum != nil {
			e, _ := json.Marshal(s.enum)
			fmt.Fprintf(&b, `,"enum":%s`, e)
		}
		if s.pattern != nil {
			p, _ := json.Marshal(s.pattern.String())
			fmt.Fprintf(&b, `,"pattern":%s`, p)
		}
	case "integer":
		fmt.Fprintf(&b, `,"minimum":%d,"maximum":%d`, s.min, s.max)
	}
	b.WriteString("}")
	return b.Bytes(), nil
}

// decodeChecked reads a model's answer: one JSON value that the schema allows, then
// decoded into out. The errors name the path and the rule, never a value: they are
// logged, and a value may quote the visitor's text.
func decodeChecked(s *schema, answer string, out any) error {
	dec := json.NewDecoder(strings.NewReader(answer))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return errors.New("the answer is not JSON")
	}
	if dec.More() {
		return errors.New("the answer has more than one JSON value")
	}
	if err := s.check("answer", v); err != nil {
		return err
	}
	// The shape is the schema's: decoding into the Go type cannot meet anything unknown,
	// and DisallowUnknownFields keeps the type and the schema from drifting apart.
	typed := json.NewDecoder(strings.NewReader(answer))
	typed.DisallowUnknownFields()
	if err := typed.Decode(out); err != nil {
		return fmt.Errorf("the answer does not fit its Go type: %w", err)
	}
	return nil
}

// check says whether v (decoded with UseNumber) is allowed by s; at names where it is.
func (s *schema) check(at string, v any) error {
	if v == nil {
		if s.nullable {
			return nil
		}
		return fmt.Errorf("%s is null", at)
	}
	switch s.typ {
	case "object":
		m, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s is not an object", at)
		}
		for _, p := range s.props {
			pv, ok := m[p.name]
			if !ok {
				return fmt.Errorf("%s.%s is missing", at, p.name)
			}
			if err := p.check(at+"."+p.name, pv); err != nil {
				return err
			}
		}
		if len(m) != len(s.props) { // every property is required, so any more is unknown
			return fmt.Errorf("%s has a property the schema does not name", at)
		}
	case "array":
		a, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s is not an array", at)
		}
		if s.maxItems > 0 && len(a) > s.maxItems {
			return fmt.Errorf("%s has more than %d items", at, s.maxItems)
		}
		for i, e := range a {
			if err := s.items.check(fmt.Sprintf("%s[%d]", at, i), e); err != nil {
				return err
			}
		}
	case "string":
		str, ok := v.(string)
		switch {
		case !ok:
			return fmt.Errorf("%s is not a string", at)
		case s.enum != nil && !slices.Contains(s.enum, str):
			return fmt.Errorf("%s is not one of %s", at, strings.Join(s.enum, ", "))
		case s.pattern != nil && !s.pattern.MatchString(str):
			return fmt.Errorf("%s does not match %s", at, s.pattern)
		case s.maxLen > 0 && len([]rune(str)) > s.maxLen:
			return fmt.Errorf("%s is longer than %d characters", at, s.maxLen)
		}
	case "integer":
		n, ok := v.(json.Number)
		if !ok {
			return fmt.Errorf("%s is not a number", at)
		}
		i, err := n.Int64()
		if err != nil {
			return fmt.Errorf("%s is not an integer", at)
		}
		if i < int64(s.min) || i > int64(s.max) {
			return fmt.Errorf("%s is not from %d to %d", at, s.min, s.max)
		}
	}
	return nil
}
