package typetext

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

func TestOf(t *testing.T) {
	type named string
	for _, tc := range []struct {
		v    any
		want string
	}{
		{"", "a string"}, {named(""), "a string"}, {true, "true or false"},
		{int64(0), "a whole number"}, {uint8(0), "a whole number"}, {0.5, "a number"},
		{[]string{}, "a list"}, {map[string]any{}, "a mapping"}, {struct{}{}, "a mapping"},
		{new(int), "a whole number"}, {time.Second, "a duration such as 250ms or 1m30s"},
		{time.Time{}, "a time such as 2026-12-01T22:40:37Z"},
	} {
		if got := Of(reflect.TypeOf(tc.v), "a mapping"); got != tc.want {
			t.Errorf("Of(%T) = %q, want %q", tc.v, got, tc.want)
		}
	}
	if got := Max(reflect.TypeFor[int8]()); got != "127" {
		t.Errorf("Max(int8) = %q", got)
	}
	if got := Max(reflect.TypeFor[uint16]()); got != "65535" {
		t.Errorf("Max(uint16) = %q", got)
	}
	if got := Max(reflect.TypeFor[string]()); got != "" {
		t.Errorf("Max(string) = %q", got)
	}
}

func TestJSONError(t *testing.T) {
	var v struct {
		N  int       `json:"n"`
		At time.Time `json:"at"`
		L  []int     `json:"l"`
	}
	for in, want := range map[string]string{
		`{"n":"x"}`:       `field "n": got a string, want a whole number`,
		`{"n":1.5}`:       `field "n": got the number 1.5, want a whole number`,
		`{"l":{}}`:        `field "l": got an object, want a list`,
		`{"at":5}`:        "a time is not written as RFC 3339 (such as 2026-12-01T22:40:37Z)",
		`{"at":"monday"}`: "a time is not written as RFC 3339 (such as 2026-12-01T22:40:37Z)",
	} {
		err := json.Unmarshal([]byte(in), &v)
		if err == nil {
			t.Fatalf("%s: no error", in)
		}
		if got := JSONError(err); got != want {
			t.Errorf("%s: %q, want %q (from %v)", in, got, want, err)
		}
	}
	if got := JSONError(json.Unmarshal([]byte(`{`), &v)); got != "" {
		t.Errorf("a syntax error: %q, want it left to the caller", got)
	}
}
