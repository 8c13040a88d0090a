package rung

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// resolve replaces "${step}" and "${step.field.sub}" references in args by
// the outputs of completed steps (or the facts skipped steps discovered). A
// string that is one whole reference takes the output's value and type; a
// reference inside a longer string is interpolated as text. Args without
// references are returned as they are, without copying.
func (r *runner) resolve(args map[string]any) (map[string]any, error) {
	if !hasRef(args) {
		return args, nil
	}
	out := make(map[string]any, len(args))
	for k, v := range args {
		rv, err := r.resolveValue(v)
		if err != nil {
			return nil, err
		}
		out[k] = rv
	}
	return out, nil
}

// HasReference reports whether v is or holds a "${step.field}" reference,
// which the engine resolves from completed steps' outputs before a call.
// Checks made before the call (a schema, a plan's lint) treat such a value
// as matching anything.
func HasReference(v any) bool { return hasRef(v) }

func hasRef(v any) bool {
	switch v := v.(type) {
	case string:
		return strings.Contains(v, "${")
	case map[string]any:
		for _, e := range v {
			if hasRef(e) {
				return true
			}
		}
	case []any:
		for _, e := range v {
			if hasRef(e) {
				return true
			}
		}
	}
	return false
}

func (r *runner) resolveValue(v any) (any, error) {
	switch v := v.(type) {
	case string:
		if !strings.Contains(v, "${") {
			return v, nil
		}
		if strings.HasPrefix(v, "${") && strings.IndexByte(v, '}') == len(v)-1 {
			return r.lookup(v[2 : len(v)-1])
		}
		var b strings.Builder
		for {
			i := strings.Index(v, "${")
			if i < 0 {
				b.WriteString(v)
				return b.String(), nil
			}
			j := strings.IndexByte(v[i:], '}')
			if j < 0 {
				return nil, errors.New("unterminated reference in " + strconv.Quote(v))
			}
			b.WriteString(v[:i])
			val, err := r.lookup(v[i+2 : i+j])
			if err != nil {
				return nil, err
			}
			writeScalar(&b, val)
			v = v[i+j+1:]
		}
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			rv, err := r.resolveValue(e)
			if err != nil {
				return nil, err
			}
			out[k] = rv
		}
		return out, nil
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			rv, err := r.resolveValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = rv
		}
		return out, nil
	}
	return v, nil
}

// lookup finds "step.field.sub" among completed steps' outputs.
func (r *runner) lookup(ref string) (any, error) {
	parts := strings.Split(ref, ".")
	s, ok := r.doneStep(parts[0])
	if !ok {
		return nil, errors.New("${" + ref + "} refers to step " + strconv.Quote(parts[0]) + ", which has not completed")
	}
	val := s.output
	for _, field := range parts[1:] {
		m, ok := val.(map[string]any)
		if !ok && val != nil {
			// A struct or typed map: look at it as JSON would.
			if j, err := json.Marshal(val); err == nil {
				var generic any
				if json.Unmarshal(j, &generic) == nil {
					m, ok = generic.(map[string]any)
				}
			}
		}
		if !ok {
			return nil, errors.New("${" + ref + "}: the output of " + parts[0] + " has no field " + strconv.Quote(field))
		}
		if val, ok = m[field]; !ok {
			return nil, errors.New("${" + ref + "}: the output of " + parts[0] + " has no field " + strconv.Quote(field))
		}
	}
	return val, nil
}
