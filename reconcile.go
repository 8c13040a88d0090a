package rung

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// ReconcileRead builds a Tool.Reconcile from a read: the call of read with
// args, where "${args.NAME}" stands for the uncertain call's argument NAME
// (a whole-string reference keeps its type; inside text it is interpolated).
// The effect exists when the read succeeds and the value at found (a
// dotted path into its output, "rows.0.n"; "" for the whole output) is not
// empty: not null, false, zero, "", [] or {}. It does not exist when the
// read succeeds with an empty value there, or fails as a premise (the thing
// is not found). Any other failure leaves the outcome unknown.
//
// Plan files declare it as an annotation (docs/plans.md, `reconcile:`).
func ReconcileRead(read *Tool, args map[string]any, found string) func(ctx context.Context, callArgs map[string]any) (bool, any, error) {
	return func(ctx context.Context, callArgs map[string]any) (bool, any, error) {
		if read == nil || read.Call == nil {
			return false, nil, errors.New("the reconciliation read has no tool")
		}
		a, err := substituteArgs(args, callArgs)
		if err != nil {
			return false, nil, err
		}
		out, err := read.Call(ctx, a)
		if err != nil {
			if f, ok := AsFailure(err); ok && f.Kind == KindPremise {
				return false, nil, nil
			}
			return false, nil, err
		}
		v, ok := pathValue(out, found)
		if !ok {
			return false, out, nil
		}
		return !emptyValue(v), out, nil
	}
}

// substituteArgs replaces ${args.NAME} in v by the call's arguments.
func substituteArgs(v map[string]any, call map[string]any) (map[string]any, error) {
	out := make(map[string]any, len(v))
	for k, e := range v {
		r, err := substituteValue(e, call)
		if err != nil {
			return nil, err
		}
		out[k] = r
	}
	return out, nil
}

func substituteValue(v any, call map[string]any) (any, error) {
	switch v := v.(type) {
	case string:
		if strings.HasPrefix(v, "${args.") && strings.HasSuffix(v, "}") && strings.Count(v, "${") == 1 {
			name := v[len("${args.") : len(v)-1]
			val, ok := call[name]
			if !ok {
				return nil, errors.New("the reconciliation read refers to ${args." + name + "}, which the call did not have")
			}
			return val, nil
		}
		var b strings.Builder
		for {
			i := strings.Index(v, "${args.")
			if i < 0 {
				b.WriteString(v)
				return b.String(), nil
			}
			j := strings.IndexByte(v[i:], '}')
			if j < 0 {
				b.WriteString(v)
				return b.String(), nil
			}
			name := v[i+len("${args.") : i+j]
			val, ok := call[name]
			if !ok {
				return nil, errors.New("the reconciliation read refers to ${args." + name + "}, which the call did not have")
			}
			b.WriteString(v[:i])
			b.WriteString(textOf(val))
			v = v[i+j+1:]
		}
	case map[string]any:
		return substituteArgs(v, call)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			r, err := substituteValue(e, call)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	}
	return v, nil
}

func textOf(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// pathValue walks a dotted path of map fields and list indexes into v, as
// JSON would see it.
func pathValue(v any, path string) (any, bool) {
	if path == "" {
		return v, true
	}
	if j, err := json.Marshal(v); err == nil {
		var generic any
		if json.Unmarshal(j, &generic) == nil {
			v = generic
		}
	}
	for _, field := range strings.Split(path, ".") {
		switch c := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = c[field]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(field)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			v = c[i]
		default:
			return nil, false
		}
	}
	return v, true
}

func emptyValue(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case bool:
		return !v
	case float64:
		return v == 0
	case string:
		return v == ""
	case []any:
		return len(v) == 0
	case map[string]any:
		return len(v) == 0
	}
	return false
}
