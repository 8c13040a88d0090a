package mcpproxy_test

import (
	"strings"
	"testing"

	"github.com/rungkit/rung/mcpproxy"
)

func TestConfigErrorsNameFileLineField(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"no servers", "kind: mcp-proxy\n", "p.yaml: servers: missing"},
		{"unknown field", "servers:\n  - command: x\n    comand: y\n", "p.yaml:3"},
		{"both command and url", "servers:\n  - command: x\n    url: http://h\n", "p.yaml:2: servers[0]: set exactly one of command"},
		{"unnamed among several", "servers:\n  - command: x\n  - name: b\n    command: y\n", "p.yaml:2: servers[0].name: missing"},
		{"bad kind", "servers:\n  - command: x\n    tools:\n      pay:\n        rules:\n          - message: boom\n            kind: flaky\n", "p.yaml:7: servers[0].tools.pay.rules[0].kind: \"flaky\" is not a kind"},
		{"bad regexp", "servers:\n  - command: x\n    tools:\n      pay:\n        rules:\n          - message: '('\n            kind: premise\n", "servers[0].tools.pay.rules[0].message: invalid regular expression"},
		{"bad policy", "servers:\n  - command: x\npolicy:\n  mode: eager\n", "p.yaml:4: policy.mode"},
		{"wrong kind", "kind: plan\nservers:\n  - command: x\n", "p.yaml:1: kind"},
		{"bad url", "servers:\n  - url: ftp://h\n", "p.yaml:2: servers[0].url"},
		{"bad duration", "servers:\n  - command: x\nbudget:\n  deadline: soon\n", "p.yaml:4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := mcpproxy.Parse("p.yaml", []byte(tt.src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
	cfg, err := mcpproxy.Parse("/etc/rung/p.yaml", []byte("servers:\n  - command: x\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.LedgerDSN(); got != "/etc/rung/.rung/rung.db" {
		t.Errorf("default ledger %q, want .rung/rung.db next to the config", got)
	}
}
