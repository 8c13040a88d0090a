// Package arg reads tool arguments, turning a missing or mistyped argument
// into an invalid failure (the call is wrong; a repair fixes it).
package arg

import (
	"fmt"
	"math"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// Invalid is the failure for a bad argument.
func Invalid(protocol, format string, a ...any) *rung.Failure {
	msg := fmt.Sprintf(format, a...)
	return verdict.New(rung.KindInvalid, protocol, "", msg, "bad argument", nil)
}

// String returns args[name] as a string; "" and ok=false when absent.
// A present value of another type is an invalid failure.
func String(protocol string, args map[string]any, name string, required bool) (string, error) {
	v, ok := args[name]
	if !ok || v == nil {
		if required {
			return "", Invalid(protocol, "missing argument %q", name)
		}
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", Invalid(protocol, "argument %q: want a string, got %T", name, v)
	}
	if required && s == "" {
		return "", Invalid(protocol, "argument %q is empty", name)
	}
	return s, nil
}

// Bool returns args[name] as a bool, false when absent.
func Bool(protocol string, args map[string]any, name string) (bool, error) {
	v, ok := args[name]
	if !ok || v == nil {
		return false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, Invalid(protocol, "argument %q: want true or false, got %T", name, v)
	}
	return b, nil
}

// Int returns args[name] as an int (JSON numbers arrive as float64), def
// when absent.
func Int(protocol string, args map[string]any, name string, def int) (int, error) {
	v, ok := args[name]
	if !ok || v == nil {
		return def, nil
	}
	switch n := v.(type) {
	case int:
		return n, nil
	case int64:
		return int(n), nil
	case float64:
		if n != math.Trunc(n) || math.Abs(n) > 1<<52 {
			return 0, Invalid(protocol, "argument %q: want a whole number, got %v", name, n)
		}
		return int(n), nil
	}
	return 0, Invalid(protocol, "argument %q: want a number, got %T", name, v)
}

// StringMap returns args[name] as a map of strings, nil when absent.
func StringMap(protocol string, args map[string]any, name string) (map[string]string, error) {
	v, ok := args[name]
	if !ok || v == nil {
		return nil, nil
	}
	switch m := v.(type) {
	case map[string]string:
		return m, nil
	case map[string]any:
		out := make(map[string]string, len(m))
		for k, x := range m {
			s, ok := x.(string)
			if !ok {
				return nil, Invalid(protocol, "argument %q: value of %q: want a string, got %T", name, k, x)
			}
			out[k] = s
		}
		return out, nil
	}
	return nil, Invalid(protocol, "argument %q: want an object of strings, got %T", name, v)
}
