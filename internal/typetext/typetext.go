// Package typetext says what a field takes in the words of the file's
// author, not in Go's: "a whole number", not "int64"; "a list", not
// "[]interface {}". The YAML and JSON decoders name Go types in their
// errors, and those errors reach people through plan files, scenarios,
// traces and triage input.
package typetext

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"time"
)

var durationType = reflect.TypeFor[time.Duration]()

// Of names what a value of type t is written as. object is the format's word
// for a keyed value ("a mapping" in YAML, "an object" in JSON).
func Of(t reflect.Type, object string) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == durationType {
		return "a duration such as 250ms or 1m30s"
	}
	if t == reflect.TypeFor[time.Time]() {
		return "a time such as 2026-12-01T22:40:37Z"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return object
	}
	return "a value"
}

// Max is the largest whole number a field of type t holds, for an
// overflow's message; "" when t is not a whole number.
func Max(t reflect.Type) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return ""
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(1<<(t.Bits()-1)-1, 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(1<<t.Bits()-1, 10)
	}
	return ""
}

// JSONValue names what encoding/json says it found ("string", "number",
// "number 1.5", "bool", "array", "object").
func JSONValue(v string) string {
	switch {
	case v == "string":
		return "a string"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case v == "number":
		return "a number"
	case strings.HasPrefix(v, "number "):
		return "the number " + strings.TrimPrefix(v, "number ")
	}
	return v
}

// JSONError says a JSON decoding error without Go's names: a value of the
// wrong type by its field, a bad time as one. It returns "" for an error it
// does not know, so the caller keeps its own wording for those.
func JSONError(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		s := "got " + JSONValue(te.Value) + ", want " + Of(te.Type, "an object")
		if te.Field != "" {
			s = "field \"" + te.Field + "\": " + s
		}
		return s
	}
	var pe *time.ParseError
	if errors.As(err, &pe) || strings.HasPrefix(err.Error(), "Time.UnmarshalJSON") {
		return "a time is not written as RFC 3339 (such as 2026-12-01T22:40:37Z)"
	}
	return ""
}
