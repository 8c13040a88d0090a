package mcpproxy

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/sqlite"
	rungmcp "github.com/rungkit/rung/tool/mcp"
)

// Kind is the value of a config file's optional kind: field, by which
// rung lint tells a proxy config from a plan file or a scenario.
const Kind = "mcp-proxy"

// Config is a proxy config file (docs/mcp-proxy.md).
type Config struct {
	// Kind, when set, must be "mcp-proxy".
	Kind string `yaml:"kind"`
	// Scope names the ledger keys of this proxy's side effects. Calls with
	// the same scope, tool and arguments are the same request across client
	// connections and proxy restarts; empty uses the client's name from
	// initialize (clientInfo.name).
	Scope string `yaml:"scope"`
	// Servers are the MCP servers whose tools the proxy serves.
	Servers []ServerSpec `yaml:"servers"`
	// Budget is each client connection's shared budget.
	Budget yamlfile.BudgetSpec `yaml:"budget"`
	// Policy sets retries and backoff; the default is interactive.
	Policy yamlfile.PolicySpec `yaml:"policy"`
	// Ledger is where side effects are recorded: a SQLite file path
	// (default .rung/rung.db, as rung run) or a postgres:// URL.
	Ledger string `yaml:"ledger"`
	// Trace is the JSONL trace file rung doctor reads; empty writes none.
	Trace string `yaml:"trace"`

	file string
	doc  *yamlfile.Doc
}

// ServerSpec is one upstream MCP server: a stdio command, or a streamable
// HTTP URL.
type ServerSpec struct {
	// Name prefixes the server's tools when several servers are configured
	// ("fs" gives fs__read_text_file).
	Name    string            `yaml:"name"`
	Command string            `yaml:"command"`
	Args    []string          `yaml:"args"`
	Env     map[string]string `yaml:"env"`
	Dir     string            `yaml:"dir"`
	URL     string            `yaml:"url"`
	Headers map[string]string `yaml:"headers"`
	// ConnectTimeout bounds starting the server and the handshake.
	ConnectTimeout    yamlfile.Duration `yaml:"connect_timeout"`
	IgnoreAnnotations bool              `yaml:"ignore_annotations"`
	// Tools are per-tool overrides by the server's own tool name.
	Tools map[string]ToolSpec `yaml:"tools"`
}

// ToolSpec overrides what the server's annotations say of one tool.
type ToolSpec struct {
	Description           string            `yaml:"description"`
	SideEffects           *bool             `yaml:"side_effects"`
	AcceptsIdempotencyKey *bool             `yaml:"accepts_idempotency_key"`
	Identifying           []string          `yaml:"identifying"`
	Alternatives          []string          `yaml:"alternatives"`
	Rules                 []RuleSpec        `yaml:"rules"`
	Timeout               yamlfile.Duration `yaml:"timeout"`
	ExpectedDuration      yamlfile.Duration `yaml:"expected_duration"`
}

// RuleSpec is a classification rule for one tool's failures (rung.Rule):
// the first that matches decides the kind, ahead of the MCP preset.
type RuleSpec struct {
	Status  int    `yaml:"status"`
	Code    string `yaml:"code"`
	Message string `yaml:"message"`
	Kind    string `yaml:"kind"`
	Timeout bool   `yaml:"timeout"`
	Reason  string `yaml:"reason"`
}

// Load reads and checks a config file. A malformed one is an error naming
// the file, line and field.
func Load(path string) (*Config, error) {
	data, err := yamlfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse parses and checks a config's content; file names it in errors.
func Parse(file string, data []byte) (*Config, error) {
	var c Config
	doc, err := yamlfile.Decode(file, data, &c)
	if err != nil {
		return nil, err
	}
	c.file, c.doc = file, doc
	if err := c.check(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Path is the file the config was read from.
func (c *Config) Path() string { return c.file }

func (c *Config) errAt(path, format string, args ...any) error {
	if c.doc == nil {
		return &yamlfile.Error{File: c.file, Field: path, Msg: fmt.Sprintf(format, args...)}
	}
	return c.doc.Errorf(path, format, args...)
}

var (
	serverNameRe = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	envRefRe     = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)
)

func (c *Config) check() error {
	if c.Kind != "" && c.Kind != Kind {
		return c.errAt("kind", "%q: a proxy config's kind is %s", c.Kind, Kind)
	}
	if len(c.Servers) == 0 {
		return c.errAt("servers", "missing: name at least one MCP server (command for stdio, url for streamable HTTP)")
	}
	switch c.Policy.Mode {
	case "", "background", "interactive":
	default:
		return c.errAt("policy.mode", "%q: want interactive or background", c.Policy.Mode)
	}
	if c.Budget.Deadline < 0 || c.Budget.ToolCalls < 0 || c.Budget.Tokens < 0 {
		return c.errAt("budget", "a ceiling cannot be negative")
	}
	seen := map[string]bool{}
	for i, s := range c.Servers {
		path := fmt.Sprintf("servers[%d]", i)
		if (s.Command == "") == (s.URL == "") {
			return c.errAt(path, "set exactly one of command (a stdio server) and url (a streamable HTTP server)")
		}
		if len(c.Servers) > 1 && s.Name == "" {
			return c.errAt(path+".name", "missing: with several servers each needs a name, which prefixes its tools")
		}
		if s.Name != "" && !serverNameRe.MatchString(s.Name) {
			return c.errAt(path+".name", "%q: use letters, digits, _ and - only (it prefixes tool names)", s.Name)
		}
		if seen[s.Name] {
			return c.errAt(path+".name", "%q names two servers", s.Name)
		}
		seen[s.Name] = true
		if s.URL != "" && !strings.HasPrefix(s.URL, "http://") && !strings.HasPrefix(s.URL, "https://") {
			return c.errAt(path+".url", "%q: want an http:// or https:// URL", rung.Redact(s.URL))
		}
		names := make([]string, 0, len(s.Tools))
		for n := range s.Tools {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			for j, r := range s.Tools[n].Rules {
				rp := fmt.Sprintf("%s.tools.%s.rules[%d]", path, n, j)
				if _, err := r.rule(); err != nil {
					return c.errAt(rp+".kind", "%v", err)
				}
				if r.Status == 0 && r.Code == "" && r.Message == "" {
					return c.errAt(rp, "a rule needs at least one of status, code and message")
				}
				if r.Message != "" {
					if _, err := regexp.Compile(r.Message); err != nil {
						return c.errAt(rp+".message", "invalid regular expression: %v", err)
					}
				}
			}
		}
	}
	return nil
}

func (r RuleSpec) rule() (rung.Rule, error) {
	k, err := rung.ParseKind(r.Kind)
	if err != nil {
		return rung.Rule{}, fmt.Errorf("%q is not a kind (want transient, invalid, premise, denied, conflict, ambiguous or unknown)", r.Kind)
	}
	return rung.Rule{Status: r.Status, Code: r.Code, Message: r.Message, Kind: k, Timeout: r.Timeout, Reason: r.Reason}, nil
}

// Lint reports what the config leaves to chance: a side-effecting tool
// with no identifying arguments (every argument then makes a new request).
func (c *Config) Lint() []string {
	var out []string
	for i, s := range c.Servers {
		names := make([]string, 0, len(s.Tools))
		for n := range s.Tools {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			t := s.Tools[n]
			if t.SideEffects != nil && *t.SideEffects && len(t.Identifying) == 0 {
				out = append(out, fmt.Sprintf("servers[%d].tools.%s: side_effects without identifying: every argument identifies the call, so a retried call with a changed non-identifying argument is a new request", i, n))
			}
		}
	}
	return out
}

// server turns a spec into tool/mcp's configuration, expanding ${NAME} in
// env and header values from getenv; the values found become secrets,
// redacted wherever rung writes.
func (c *Config) server(i int, getenv func(string) (string, bool)) (rungmcp.Server, error) {
	s := c.Servers[i]
	path := fmt.Sprintf("servers[%d]", i)
	out := rungmcp.Server{Command: s.Command, Args: s.Args, Dir: s.Dir, URL: s.URL,
		ConnectTimeout: s.ConnectTimeout.D(), IgnoreAnnotations: s.IgnoreAnnotations}
	var err error
	if out.Env, err = c.expandMap(path+".env", s.Env, getenv); err != nil {
		return out, err
	}
	if out.Header, err = c.expandMap(path+".headers", s.Headers, getenv); err != nil {
		return out, err
	}
	if len(s.Tools) > 0 {
		out.Tools = map[string]rungmcp.Override{}
	}
	for n, t := range s.Tools {
		o := rungmcp.Override{Identifying: t.Identifying, SideEffects: t.SideEffects, AcceptsIdempotencyKey: t.AcceptsIdempotencyKey,
			Alternatives: t.Alternatives, Timeout: t.Timeout.D(), ExpectedDuration: t.ExpectedDuration.D(), Description: t.Description}
		for _, r := range t.Rules {
			rr, _ := r.rule() // checked by Parse
			o.Rules = append(o.Rules, rr)
		}
		out.Tools[n] = o
	}
	return out, nil
}

func (c *Config) expandMap(path string, m map[string]string, getenv func(string) (string, bool)) (map[string]string, error) {
	if len(m) == 0 {
		return nil, nil
	}
	if getenv == nil {
		getenv = os.LookupEnv
	}
	out := make(map[string]string, len(m))
	var errs []error
	for k, v := range m {
		out[k] = envRefRe.ReplaceAllStringFunc(v, func(ref string) string {
			name := envRefRe.FindStringSubmatch(ref)[1]
			val, ok := getenv(name)
			if !ok || val == "" {
				errs = append(errs, c.errAt(path+"."+k, "the environment variable %s is not set", name))
				return ""
			}
			rung.AddSecrets(val)
			return val
		})
	}
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return out, nil
}

var errNoTools = errors.New("mcpproxy: the servers offer no tools")

// LedgerDSN is where the config's ledger lives: its ledger:, else the
// default SQLite file of rung run (.rung/rung.db); a relative SQLite
// path starts at the config file's directory, so a client that starts
// the proxy from anywhere meets the same ledger.
func (c *Config) LedgerDSN() string {
	where := c.Ledger
	if where == "" {
		where = sqlite.DefaultPath
	}
	if dsn.Driver(where) == "sqlite" && !filepath.IsAbs(where) && !strings.HasPrefix(where, "file:") {
		where = filepath.Join(filepath.Dir(c.file), where)
	}
	return where
}

// OpenLedger opens the config's ledger (LedgerDSN), applying its
// migrations; the caller closes it.
func OpenLedger(ctx context.Context, c *Config) (ledger.Store, error) {
	store, err := dsn.Open(ctx, c.LedgerDSN(), ledger.Options{})
	if err != nil {
		return nil, fmt.Errorf("%s: ledger %s: %w", c.file, dsn.Redact(c.LedgerDSN()), err)
	}
	return store, nil
}
