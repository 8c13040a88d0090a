package planfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/anthropic"
	"github.com/rungkit/rung/planner/human"
	"github.com/rungkit/rung/planner/openai"
	"github.com/rungkit/rung/planner/static"
	"github.com/rungkit/rung/schema"
	rungfs "github.com/rungkit/rung/tool/fs"
	runghttp "github.com/rungkit/rung/tool/http"
	"github.com/rungkit/rung/tool/mcp"
	rungsql "github.com/rungkit/rung/tool/sql"
)

// Options are what Open may use besides the file. The zero value uses the
// process's environment and standard streams.
type Options struct {
	// Getenv looks up ${NAME} references and API key variables; nil means
	// os.LookupEnv.
	Getenv func(string) (string, bool)
	// In and Out are the human planner's terminal; nil means os.Stdin and
	// os.Stderr.
	In  io.Reader
	Out io.Writer
	// HTTPClient, when set, sends the LLM planners' requests.
	HTTPClient *http.Client
}

// Setup is what a plan file declares, built: the engine's tools, planner,
// policy and budget, and the initial plan. Close it to stop MCP servers and
// close databases.
type Setup struct {
	File    *File
	Tools   []rung.Tool
	Planner rung.Planner
	Policy  rung.Policy
	Limits  rung.Limits
	Plan    *rung.Plan

	closers []func() error
}

// Close stops what Open started, in reverse order.
func (s *Setup) Close() error {
	var errs []error
	for i := len(s.closers) - 1; i >= 0; i-- {
		errs = append(errs, s.closers[i]())
	}
	s.closers = nil
	return errors.Join(errs...)
}

// Engine returns an engine with the setup's tools, planner, policy and
// budget; the caller adds the ledger, checkpoints and observers.
func (s *Setup) Engine() *rung.Engine {
	return &rung.Engine{Tools: s.Tools, Planner: s.Planner, Policy: s.Policy, Limits: s.Limits}
}

// Open builds the tools (connecting MCP servers, opening directories and
// databases) and the planner the file declares, and checks every tool name
// against the tools the sources offer. On error nothing stays open.
func (p *File) Open(ctx context.Context, opts Options) (_ *Setup, err error) {
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.LookupEnv
	}
	// Secrets first: building the tools and the planner may fail with
	// text that carries them.
	for i, name := range p.Secrets {
		v, ok := getenv(name)
		if !ok || v == "" {
			return nil, p.errAt(fmt.Sprintf("secrets[%d]", i), "the environment variable %s is not set", name)
		}
		rung.AddSecrets(v)
	}
	s := &Setup{File: p, Policy: p.policy(), Limits: p.limits(), Plan: p.InitialPlan()}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()
	var tools []rung.Tool
	if fs := p.Tools.FS; fs != nil {
		root, err := p.expand("tools.fs.root", fs.Root, getenv)
		if err != nil {
			return nil, err
		}
		d, err := rungfs.Open(p.resolve(root), &rungfs.Options{Name: fs.Name, ReadOnly: fs.ReadOnly, MaxReadBytes: fs.MaxReadBytes, MaxListEntries: fs.MaxListEntries})
		if err != nil {
			return nil, p.errAt("tools.fs.root", "%v", err)
		}
		s.closers = append(s.closers, d.Close)
		tools = append(tools, d.Tools()...)
	}
	if h := p.Tools.HTTP; h != nil {
		o := &runghttp.Options{Name: h.Name, AllowedHosts: h.AllowedHosts, Timeout: h.Timeout.D(), MaxResponseBytes: h.MaxBytes,
			Methods: h.Methods, ReadOnly: h.ReadOnly, CredentialHeaders: h.CredentialHeaders}
		if o.BaseURL, err = p.expand("tools.http.base_url", h.BaseURL, getenv); err != nil {
			return nil, err
		}
		if o.Header, err = p.expandMap("tools.http.header", h.Header, getenv); err != nil {
			return nil, err
		}
		c, err := runghttp.New(o)
		if err != nil {
			return nil, p.httpErr(err)
		}
		tools = append(tools, c.Tools()...)
	}
	if q := p.Tools.SQL; q != nil {
		dsn, err := p.expand("tools.sql.dsn", q.DSN, getenv)
		if err != nil {
			return nil, err
		}
		if q.Driver == "sqlite" && !strings.HasPrefix(dsn, "file:") && dsn != ":memory:" {
			dsn = p.resolve(dsn)
		}
		db, err := rungsql.Open(q.Driver, dsn, &rungsql.Options{Name: q.Name, MaxRows: q.MaxRows, ReadOnly: q.ReadOnly})
		if err != nil {
			return nil, p.errAt("tools.sql", "%s", rung.Redact(err.Error()))
		}
		s.closers = append(s.closers, db.Close)
		tools = append(tools, db.Tools()...)
	}
	builtin := len(tools)
	for i := range p.Tools.MCP {
		c, ts, err := p.connect(ctx, i, getenv)
		if err != nil {
			return nil, err
		}
		s.closers = append(s.closers, c.Close)
		tools = append(tools, ts...)
	}
	for i := range tools[:builtin] {
		if a, ok := p.Annotations[tools[i].Name]; ok {
			annotate(&tools[i], a)
		}
	}
	for i := range tools[:builtin] { // the MCP client binds its own
		if err := schema.Bind(&tools[i]); err != nil {
			return nil, p.errAt("tools", "%v", err)
		}
	}
	known := make(map[string]bool, len(tools))
	for _, t := range tools {
		known[t.Name] = true
	}
	if err := p.checkTools(known); err != nil {
		return nil, err
	}
	p.bindReconciles(tools)
	s.Tools = tools
	if s.Planner, err = p.planner(opts, getenv); err != nil {
		return nil, err
	}
	return s, nil
}

// connect starts the server of tools.mcp[i] and lists its tools; the caller
// closes the client. On error nothing stays open.
func (p *File) connect(ctx context.Context, i int, getenv func(string) (string, bool)) (*mcp.Client, []rung.Tool, error) {
	srv, err := p.server(i, p.Tools.MCP[i], getenv)
	if err != nil {
		return nil, nil, err
	}
	c, err := mcp.Connect(ctx, srv)
	if err != nil {
		return nil, nil, p.errAt(fmt.Sprintf("tools.mcp[%d]", i), "could not connect: %s", rung.Redact(err.Error()))
	}
	ts, err := c.Tools(ctx)
	if err != nil {
		c.Close()
		return nil, nil, p.errAt(fmt.Sprintf("tools.mcp[%d]", i), "could not list the tools: %s", rung.Redact(err.Error()))
	}
	return c, ts, nil
}

func (p *File) expandMap(path string, m map[string]string, getenv func(string) (string, bool)) (map[string]string, error) {
	if m == nil {
		return nil, nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		e, err := p.expand(path+"."+k, v, getenv)
		if err != nil {
			return nil, err
		}
		out[k] = e
	}
	return out, nil
}

// server builds the mcp.Server of tools.mcp[i], with the annotations of its
// tools as overrides (the client applies their rules itself).
func (p *File) server(i int, m MCPSpec, getenv func(string) (string, bool)) (mcp.Server, error) {
	path := fmt.Sprintf("tools.mcp[%d]", i)
	srv := mcp.Server{Name: m.Name, ConnectTimeout: m.ConnectTimeout.D(), IgnoreAnnotations: m.IgnoreAnnotations}
	var err error
	if srv.Command, err = p.expand(path+".command", m.Command, getenv); err != nil {
		return srv, err
	}
	for j, a := range m.Args {
		v, err := p.expand(fmt.Sprintf("%s.args[%d]", path, j), a, getenv)
		if err != nil {
			return srv, err
		}
		srv.Args = append(srv.Args, v)
	}
	if srv.Env, err = p.expandMap(path+".env", m.Env, getenv); err != nil {
		return srv, err
	}
	if srv.Dir, err = p.expand(path+".dir", m.Dir, getenv); err != nil {
		return srv, err
	}
	srv.Dir = p.resolve(srv.Dir)
	if srv.URL, err = p.expand(path+".url", m.URL, getenv); err != nil {
		return srv, err
	}
	if srv.Header, err = p.expandMap(path+".header", m.Header, getenv); err != nil {
		return srv, err
	}
	prefix := ""
	if m.Name != "" {
		prefix = m.Name + "."
	}
	for name, a := range p.Annotations {
		if prefix == "" || !strings.HasPrefix(name, prefix) {
			continue
		}
		o := mcp.Override{
			Identifying: a.Identifying, SideEffects: a.SideEffects, AcceptsIdempotencyKey: a.AcceptsIdempotencyKey,
			Probes: a.Probes, Alternatives: a.Alternatives, ExpectedDuration: a.ExpectedDuration.D(),
			Timeout: a.Timeout.D(), Description: a.Description,
		}
		for _, r := range a.Rules {
			rr, _ := r.rule() // checked by Parse
			o.Rules = append(o.Rules, rr)
		}
		if srv.Tools == nil {
			srv.Tools = map[string]mcp.Override{}
		}
		srv.Tools[strings.TrimPrefix(name, prefix)] = o
	}
	return srv, nil
}

// bindReconciles gives every annotated tool its reconciliation read, once
// every tool (built-in and MCP) is known.
func (p *File) bindReconciles(tools []rung.Tool) {
	for i := range tools {
		a, ok := p.Annotations[tools[i].Name]
		if !ok || a.Reconcile == nil {
			continue
		}
		for j := range tools {
			if tools[j].Name == a.Reconcile.Tool {
				read := tools[j]
				tools[i].Reconcile = rung.ReconcileRead(&read, a.Reconcile.Args, a.Reconcile.Found)
			}
		}
	}
}

// annotate applies an annotation to a built-in tool. The built-in tools
// return failures that already carry a kind, which the engine does not
// classify again, so the rules are applied here, around the call.
func annotate(t *rung.Tool, a Annotation) {
	if a.Description != "" {
		t.Description = a.Description
	}
	if a.Identifying != nil {
		t.Identifying = a.Identifying
	}
	if a.SideEffects != nil {
		t.SideEffects = *a.SideEffects
	}
	if a.AcceptsIdempotencyKey != nil {
		t.AcceptsIdempotencyKey = *a.AcceptsIdempotencyKey
	}
	if !t.SideEffects {
		t.AcceptsIdempotencyKey = false
	}
	if a.Probes != nil {
		t.Probes = a.Probes
	}
	if a.Alternatives != nil {
		t.Alternatives = a.Alternatives
	}
	if a.ExpectedDuration > 0 {
		t.ExpectedDuration = a.ExpectedDuration.D()
	}
	if a.Timeout > 0 {
		t.Timeout = a.Timeout.D()
	}
	if len(a.Rules) == 0 {
		return
	}
	rules := make([]compiledRule, len(a.Rules))
	for i, r := range a.Rules {
		rr, _ := r.rule()
		rules[i] = compiledRule{Rule: rr}
		if r.Message != "" {
			rules[i].re = regexp.MustCompile(r.Message) // checked by Parse
		}
		t.Rules = append(t.Rules, rr)
	}
	call := t.Call
	t.Call = func(ctx context.Context, args map[string]any) (any, error) {
		out, err := call(ctx, args)
		if err == nil {
			return out, nil
		}
		f, ok := rung.AsFailure(err)
		if !ok {
			return out, err
		}
		for _, r := range rules {
			if r.match(f) {
				cp := *f
				cp.Kind, cp.Timeout = r.Kind, r.Timeout && r.Kind == rung.KindTransient
				cp.Reason = r.Reason
				if cp.Reason == "" {
					cp.Reason = "plan file rule: " + r.Kind.String()
				}
				if cp.Kind != rung.KindTransient {
					cp.RetryAfter = 0
				}
				return out, &cp
			}
		}
		return out, err
	}
}

type compiledRule struct {
	rung.Rule
	re *regexp.Regexp
}

func (r compiledRule) match(f *rung.Failure) bool {
	if r.Status == 0 && r.Code == "" && r.re == nil {
		return false
	}
	if r.Status != 0 && f.Status != r.Status {
		return false
	}
	if r.Code != "" && !strings.EqualFold(f.Code, r.Code) {
		return false
	}
	if r.re != nil {
		msg := f.Message
		if msg == "" && f.Err != nil {
			msg = f.Err.Error()
		}
		if !r.re.MatchString(msg) {
			return false
		}
	}
	return true
}

func (p *File) planner(opts Options, getenv func(string) (string, bool)) (rung.Planner, error) {
	pl := p.Planner
	key := func(kind, env, def string) (string, error) {
		if env == "" {
			env = def
		}
		v, ok := getenv(env)
		if !ok || v == "" {
			return "", p.errAt("planner."+kind+".api_key_env", "the environment variable %s holding the API key is not set", env)
		}
		return v, nil
	}
	switch {
	case pl.OpenAI != nil:
		c := pl.OpenAI
		cfg := openai.Config{Model: c.Model, BaseURL: c.BaseURL, MaxTokens: c.MaxTokens, Temperature: c.Temperature, HTTPClient: opts.HTTPClient}
		var err error
		if cfg.BaseURL, err = p.expand("planner.openai.base_url", c.BaseURL, getenv); err != nil {
			return nil, err
		}
		// A local OpenAI-compatible server may need no key: only a named
		// variable, or the hosted API, requires one.
		if c.APIKeyEnv != "" || cfg.BaseURL == "" {
			if cfg.APIKey, err = key("openai", c.APIKeyEnv, "OPENAI_API_KEY"); err != nil {
				return nil, err
			}
		}
		pp, err := openai.New(cfg)
		if err != nil {
			return nil, p.errAt("planner.openai", "%s", rung.Redact(err.Error()))
		}
		return pp, nil
	case pl.Anthropic != nil:
		c := pl.Anthropic
		cfg := anthropic.Config{Model: c.Model, MaxTokens: c.MaxTokens, Temperature: c.Temperature, HTTPClient: opts.HTTPClient}
		var err error
		if cfg.BaseURL, err = p.expand("planner.anthropic.base_url", c.BaseURL, getenv); err != nil {
			return nil, err
		}
		if cfg.APIKey, err = key("anthropic", c.APIKeyEnv, "ANTHROPIC_API_KEY"); err != nil {
			return nil, err
		}
		pp, err := anthropic.New(cfg)
		if err != nil {
			return nil, p.errAt("planner.anthropic", "%s", rung.Redact(err.Error()))
		}
		return pp, nil
	case pl.Human != nil:
		in, out := opts.In, opts.Out
		if in == nil {
			in = os.Stdin
		}
		if out == nil {
			out = os.Stderr
		}
		return human.New(in, out), nil
	}
	cfg := static.Config{}
	if p.Plan != nil {
		cfg.Plan = p.InitialPlan()
	}
	if st := pl.Static; st != nil {
		cfg.Repairs, cfg.Replans = st.Repairs, st.Replans
	}
	sp, err := static.New(cfg)
	if err != nil {
		field, msg := staticField(err)
		if !strings.HasPrefix(field, "plan.") {
			field = "planner.static." + field
		}
		return nil, p.errAt(field, "%s", msg)
	}
	return sp, nil
}
