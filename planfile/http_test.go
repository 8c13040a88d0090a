package planfile_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

const httpPlan = `goal: Read the order.
tools:
  http:
    base_url: https://api.example.com
    allowed_hosts: [api.example.com]
    methods: [GET, POST]
plan:
  steps:
    - id: read
      tool: http.get
      args: {url: /orders/1}
`

// TestHTTPOptionErrors: a bad methods, read_only or allowed_hosts value
// is an error naming the field and the line of the bad entry.
func TestHTTPOptionErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want planfile.Error
	}{
		{"unknown method", strings.Replace(httpPlan, "[GET, POST]", "[GET, FETCH]", 1),
			planfile.Error{Line: 6, Field: "tools.http.methods[1]", Msg: `"FETCH" is not an HTTP method (want one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, TRACE, CONNECT)`}},
		{"unknown method, block list", strings.Replace(httpPlan, "[GET, POST]", "\n      - GET\n      - FETCH", 1),
			planfile.Error{Line: 8, Field: "tools.http.methods[1]", Msg: `"FETCH" is not an HTTP method (want one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, TRACE, CONNECT)`}},
		{"empty methods", strings.Replace(httpPlan, "[GET, POST]", "[]", 1),
			planfile.Error{Line: 6, Field: "tools.http.methods", Msg: "empty: list the allowed methods, or leave the option out to allow any"}},
		{"read_only with POST", strings.Replace(httpPlan, "methods:", "read_only: true\n    methods:", 1),
			planfile.Error{Line: 7, Field: "tools.http.methods[1]", Msg: "POST with read_only, which allows only GET and HEAD"}},
		{"read_only not a bool", strings.Replace(httpPlan, "methods:", "read_only: sometimes\n    methods:", 1),
			planfile.Error{Line: 6, Field: "read_only", Msg: "got a string, want true or false"}},
		{"allowed host with a scheme", strings.Replace(httpPlan, "[api.example.com]", "[api.example.com, \"https://evil.test\"]", 1),
			planfile.Error{Line: 5, Field: "tools.http.allowed_hosts[1]", Msg: `"https://evil.test": want a host or host:port (no scheme, path or user info)`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := planfile.Parse("plan.yaml", []byte(tc.src))
			var pe *planfile.Error
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *planfile.Error", err)
			}
			tc.want.File = "plan.yaml"
			if diff := cmp.Diff(tc.want, *pe); diff != "" {
				t.Errorf("error (-want +got):\n%s\n%v", diff, err)
			}
		})
	}
}

// TestHTTPMethodsReachTheTool: methods and read_only from the file
// confine the built tool: a refused method is denied and never sent.
func TestHTTPMethodsReachTheTool(t *testing.T) {
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	for _, tc := range []struct {
		name, config string
		allowed      []string
		denied       []string
	}{
		{"methods", "methods: [get, put]", []string{"GET", "PUT"}, []string{"POST", "DELETE", "HEAD"}},
		{"read_only", "read_only: true", []string{"GET", "HEAD"}, []string{"POST", "PUT", "PATCH", "DELETE"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "goal: g\ntools:\n  http:\n    base_url: " + srv.URL + "\n    " + tc.config +
				"\nplan:\n  steps:\n    - {id: a, tool: http.get, args: {url: /}}\n"
			p, err := planfile.Parse("plan.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			s, err := p.Open(context.Background(), planfile.Options{Getenv: func(string) (string, bool) { return "", false }})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var request rung.Tool
			for _, tl := range s.Tools {
				if tl.Name == "http.request" {
					request = tl
				}
			}
			for _, m := range tc.denied {
				hits.Store(0)
				_, err := request.Call(context.Background(), map[string]any{"method": m, "url": "/"})
				if rung.KindOf(err) != rung.KindDenied || hits.Load() != 0 {
					t.Errorf("%s: err %v, %d request(s) sent; want denied, none sent", m, err, hits.Load())
				}
			}
			for _, m := range tc.allowed {
				if _, err := request.Call(context.Background(), map[string]any{"method": m, "url": "/"}); err != nil {
					t.Errorf("%s: %v", m, err)
				}
			}
		})
	}
}
