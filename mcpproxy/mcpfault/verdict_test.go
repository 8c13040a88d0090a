package mcpfault_test

import (
	"errors"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/mcpproxy/mcpfault"
	"github.com/rungkit/rung/tool/mcp"
)

// TestVerdicts: each fault, seen through rung's own MCP client (tool/mcp
// and the classify presets), gets the kind a proxy must act on. This is
// what makes the server useful to the proxy's tests: its wording is read
// the way the real services' is.
func TestVerdicts(t *testing.T) {
	cfg := mcpfault.Config{
		Transient:   []mcpfault.Transient{mcpfault.Unavailable, mcpfault.Reset, mcpfault.GatewayTimeout, mcpfault.InternalError},
		RateLimited: 1,
		RetryAfter:  7,
		DropAnswers: 1,
		// A stdio server exits after applying the charge; over HTTP the
		// answer's stream breaks after its headers.
		Cut:          true,
		CutMidStream: true,
	}
	servers := map[string]func(t *testing.T) mcp.Server{
		"streamable-http": func(t *testing.T) mcp.Server {
			s := newServer(t, cfg)
			hs := httptest.NewServer(s.Handler(nil))
			t.Cleanup(hs.Close)
			return mcp.Server{Name: "fault", URL: hs.URL}
		},
		"stdio": func(t *testing.T) mcp.Server {
			c := cfg
			c.Journal = filepath.Join(t.TempDir(), "j.jsonl")
			path, env, err := mcpfault.Subprocess(c)
			if err != nil {
				t.Fatal(err)
			}
			return mcp.Server{Name: "fault", Command: path, Env: env}
		},
	}
	type verdict struct {
		kind       rung.Kind
		timeout    bool
		retryAfter time.Duration
		effect     rung.Effect
	}
	for name, server := range servers {
		t.Run(name, func(t *testing.T) {
			c, err := mcp.Connect(t.Context(), server(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { c.Close() })
			tools := map[string]rung.Tool{}
			list, err := c.Tools(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			for _, tl := range list {
				tools[tl.Name] = tl
			}
			if tools["fault.get_invoice"].SideEffects || !tools["fault.create_charge"].SideEffects || tools["fault.create_charge"].AcceptsIdempotencyKey ||
				!tools["fault.delete_repository"].AcceptsIdempotencyKey {
				t.Errorf("side effects read from the annotations are wrong: %+v", tools)
			}
			tests := []struct {
				name string
				tool string
				args map[string]any
				want verdict
			}{
				{"503", "fault.get_invoice", map[string]any{"invoice": "in_1"}, verdict{kind: rung.KindTransient}},
				{"ECONNRESET", "fault.get_invoice", map[string]any{"invoice": "in_1"}, verdict{kind: rung.KindTransient}},
				{"504", "fault.get_invoice", map[string]any{"invoice": "in_1"}, verdict{kind: rung.KindTransient, timeout: true}},
				{"-32603", "fault.get_invoice", map[string]any{"invoice": "in_1"}, verdict{kind: rung.KindTransient}},
				{"429", "fault.search_messages", map[string]any{"query": "x"}, verdict{kind: rung.KindTransient, retryAfter: 7 * time.Second}},
				{"403", "fault.delete_repository", map[string]any{"repo": "octo/hello"}, verdict{kind: rung.KindDenied}},
				{"not found", "fault.get_customer", map[string]any{"customer": "cus_nope"}, verdict{kind: rung.KindPremise}},
				{"bad arguments", "fault.create_charge", map[string]any{"customer": "cus_1"}, verdict{kind: rung.KindInvalid}},
				{"answer lost after the charge", "fault.create_charge", charge, verdict{kind: rung.KindTransient, effect: rung.EffectPossible}},
			}
			for _, tt := range tests {
				_, err := tools[tt.tool].Call(t.Context(), tt.args)
				var f *rung.Failure
				if !errors.As(err, &f) {
					t.Errorf("%s: got %v, want a failure", tt.name, err)
					continue
				}
				got := verdict{kind: f.Kind, timeout: f.Timeout, retryAfter: f.RetryAfter, effect: f.Effect}
				if got != tt.want {
					t.Errorf("%s: got %+v (%s), want %+v: %s", tt.name, got, f.Reason, tt.want, f.Message)
				}
			}
			// The client reconnects (a stdio server restarts and resumes
			// its script from the journal): the burst is over and the
			// re-issued charge is answered.
			if _, err := tools["fault.get_invoice"].Call(t.Context(), map[string]any{"invoice": "in_1"}); err != nil {
				t.Errorf("after the burst: %v", err)
			}
			if out, err := tools["fault.create_charge"].Call(t.Context(), charge); err != nil {
				t.Errorf("re-issued charge: %v", err)
			} else if m, _ := out.(map[string]any); m["id"] != "ch_0002" {
				t.Errorf("re-issued charge: %v, want the second charge, ch_0002", out)
			}
		})
	}
}

func TestVerdictEACCES(t *testing.T) {
	s := newServer(t, mcpfault.Config{Denial: mcpfault.EACCES})
	hs := httptest.NewServer(s.Handler(nil))
	t.Cleanup(hs.Close)
	c, err := mcp.Connect(t.Context(), mcp.Server{URL: hs.URL})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	_, err = c.Call(t.Context(), mcpfault.ToolDeleteRepository, map[string]any{"repo": "octo/hello"})
	if k := rung.KindOf(err); k != rung.KindDenied {
		t.Errorf("got %s (%v), want denied", k, err)
	}
}
