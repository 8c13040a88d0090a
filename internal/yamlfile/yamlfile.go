// Package yamlfile decodes the project's YAML files (plan files and sim
// scenarios) strictly, and reports a malformed file by its name, line and
// field, so both formats fail the same way. It bounds what a file may cost
// (limits.go): a hostile file is refused at its line, with the limit named,
// before it is parsed; bench's JSON mix files are read under the same
// bounds.
package yamlfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"
	"time"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/rungkit/rung/internal/typetext"
)

// Error is a malformed file: the file, the line and the field at fault.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   string
}

// Error returns "FILE:LINE: field: message".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Doc is a decoded file: its name, bytes and syntax tree, which Line uses
// to find where a field was written.
type Doc struct {
	file string
	data []byte
	ast  *ast.File
}

// Decode parses data strictly (unknown fields are errors) into v. A
// failure is an *Error naming file, line and field. A file past a limit
// (MaxFileSize, MaxDepth, MaxNodes, MaxAliasNodes) is refused before it is
// parsed or decoded, by an *Error naming the limit.
func Decode(file string, data []byte, v any) (*Doc, error) {
	if err := CheckBounds(file, data); err != nil {
		return nil, err
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, translate(file, data, err)
	}
	if err := checkAliases(file, f); err != nil {
		return nil, err
	}
	if err := yaml.UnmarshalWithOptions(data, v, yaml.Strict()); err != nil {
		return nil, translate(file, data, err)
	}
	return &Doc{file: file, data: data, ast: f}, nil
}

// Errorf builds an *Error for the field at path ("tools[0].outcomes[1]"),
// with the line of the nearest node of that path that exists.
func (d *Doc) Errorf(path, format string, args ...any) *Error {
	return &Error{File: d.file, Line: d.Line(path, nil), Field: path, Msg: fmt.Sprintf(format, args...)}
}

var pathTailRe = regexp.MustCompile(`(\.[^.\[]+|\[[0-9]+\])$`)

// Line returns the line of the nearest existing node of path, trimming
// its last element until one is found; 0 when none is. quote, when not
// nil, rewrites each candidate path into YAML path syntax (to quote keys
// that hold dots).
func (d *Doc) Line(path string, quote func(string) string) int {
	if d == nil || d.ast == nil {
		return 0
	}
	for q := path; q != ""; q = pathTailRe.ReplaceAllString(q, "") {
		p := q
		if quote != nil {
			p = quote(q)
		}
		if yp, err := yaml.PathString("$." + p); err == nil {
			if n, err := yp.FilterFile(d.ast); err == nil && n != nil && n.GetToken() != nil {
				return n.GetToken().Position.Line
			}
		}
		if !pathTailRe.MatchString(q) {
			break
		}
	}
	return 0
}

var (
	unknownFieldRe = regexp.MustCompile(`unknown field "([^"]+)"`)
	typeErrRe      = regexp.MustCompile(`^cannot unmarshal (\S+) into Go (?:struct field \S+|value) of type (\S+)`)
	keyRe          = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_.-]*)\s*:\s*$`)
)

func translate(file string, data []byte, err error) error {
	var pe *posError
	if errors.As(err, &pe) {
		return &Error{File: file, Line: pe.line, Field: keyBefore(data, pe.line, pe.col), Msg: pe.msg}
	}
	var ye yaml.Error
	if errors.As(err, &ye) {
		e := &Error{File: file, Msg: ye.GetMessage()}
		if tk := ye.GetToken(); tk != nil && tk.Position != nil {
			e.Line = tk.Position.Line
			e.Field = keyBefore(data, tk.Position.Line, tk.Position.Column)
		}
		if m := unknownFieldRe.FindStringSubmatch(e.Msg); m != nil {
			e.Field, e.Msg = m[1], "unknown field"
		}
		var te *yaml.TypeError
		var oe *yaml.OverflowError
		switch {
		case errors.As(err, &te):
			e.Msg = "got " + typetext.Of(te.SrcType, "a mapping") + ", want " + typetext.Of(te.DstType, "a mapping")
		case errors.As(err, &oe):
			e.Msg = oe.SrcNum + " is too large"
			if m := typetext.Max(oe.DstType); m != "" {
				e.Msg += " (at most " + m + ")"
			}
		case typeErrRe.MatchString(e.Msg):
			// A type error the decoder did not return as a value: keep
			// its gist, without the Go type names.
			e.Msg = "not the kind of value this field takes"
		}
		return e
	}
	return &Error{File: file, Msg: err.Error()}
}

// keyBefore returns the mapping key written just before line:col, the field
// a bad value belongs to ("latency" in "    latency: 2q").
func keyBefore(data []byte, line, col int) string {
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) {
		return ""
	}
	text := lines[line-1]
	if col >= 1 && col-1 <= len(text) {
		text = text[:col-1]
	}
	if m := keyRe.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	return ""
}

// posError is a decoding error found at a known position.
type posError struct {
	line, col int
	msg       string
}

func (e *posError) Error() string { return e.msg }

// Duration is a time.Duration written as a Go duration string ("250ms",
// "1m30s"); a bad or negative one is an error at its line.
type Duration time.Duration

// UnmarshalYAML implements yaml.NodeUnmarshaler.
func (d *Duration) UnmarshalYAML(node ast.Node) error {
	s := strings.Trim(strings.TrimSpace(node.String()), `"'`)
	if s == "" || s == "null" || s == "0" {
		*d = 0
		return nil
	}
	v, err := time.ParseDuration(s)
	if err != nil || v < 0 {
		tk := node.GetToken()
		return &posError{line: tk.Position.Line, col: tk.Position.Column,
			msg: fmt.Sprintf("invalid duration %q (want a Go duration such as 250ms, 2s or 1m30s)", s)}
	}
	*d = Duration(v)
	return nil
}

// D returns the duration as a time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// Normalize turns a YAML-decoded value into what JSON decoding gives
// (numbers as float64, maps as map[string]any), as a model's answer or a
// real tool's output would be.
func Normalize(v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	b, err := json.Marshal(jsonable(v))
	if err != nil {
		return nil, err
	}
	var out any
	if err := json.NewDecoder(bytes.NewReader(b)).Decode(&out); err != nil {
		return nil, err
	}
	return out, nil
}

// jsonable converts map[any]any (which YAML allows) into map[string]any.
func jsonable(v any) any {
	switch x := v.(type) {
	case map[any]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[fmt.Sprint(k)] = jsonable(e)
		}
		return m
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = jsonable(e)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonable(e)
		}
		return out
	case uint64:
		if x <= math.MaxInt64 {
			return int64(x)
		}
	}
	return v
}
