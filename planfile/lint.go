package planfile

import (
	"context"
	dbsql "database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/rungkit/rung"
	rungfs "github.com/rungkit/rung/tool/fs"
	runghttp "github.com/rungkit/rung/tool/http"
	rungsql "github.com/rungkit/rung/tool/sql"
)

// LintOptions say how far Lint goes.
type LintOptions struct {
	// Connect starts the file's MCP servers, as Open does, to list their
	// tools, and stops them before Lint returns. Without it no process is
	// started, and what only a server can say about its tools is not
	// checked (a note says so).
	Connect bool
	// Getenv looks up the ${NAME} references in the servers' settings
	// (with Connect); nil means os.LookupEnv.
	Getenv func(string) (string, bool)
}

// LintReport is what Lint found in a plan file.
type LintReport struct {
	// Errors are findings that keep a plan from running as written.
	Errors []rung.Warning
	// Warnings are findings a plan runs with, but recovers worse for: a
	// tool without identifying arguments, a side-effecting tool without an
	// idempotency key, a reference to a step that does not come before.
	Warnings []rung.Warning
	// Notes say what was not checked, and why.
	Notes []string
}

// Lint checks the tools the file declares and its plans with rung.Lint:
// the initial plan, and each of the static planner's declared replans
// after the initial plan's steps it keeps (a replan may use their
// outputs). A malformed file has already failed Load or Parse.
//
// The tools checked are those the plan can call: with the static planner,
// the tools the file names (in steps, preconditions, replans and
// annotations, and their probes and alternatives); with a model or a person
// planning, every tool the sources offer. The built-in tools are declared
// without side effects (no database is opened, no request is sent), with
// the file's annotations applied as Open applies them.
//
// An MCP server's tools are known only once it is connected. Without
// opts.Connect no server is started: the tools the file names from a server
// are checked for what the file declares about them (an MCP tool has
// identifying arguments only if its annotation lists them), and a note
// says what is left unchecked. With opts.Connect the servers are started
// and listed (expanding ${NAME} in their settings, as Open does) and a
// tool name that no source offers is an *Error at its line, as Open
// reports it; the servers are stopped before Lint returns.
func (p *File) Lint(ctx context.Context, opts LintOptions) (*LintReport, error) {
	rep := &LintReport{}
	tools, err := p.builtinDeclarations()
	if err != nil {
		return nil, err
	}
	if opts.Connect {
		getenv := opts.Getenv
		if getenv == nil {
			getenv = os.LookupEnv
		}
		var closers []func() error
		defer func() {
			for i := len(closers) - 1; i >= 0; i-- {
				closers[i]()
			}
		}()
		for i := range p.Tools.MCP {
			c, ts, err := p.connect(ctx, i, getenv)
			if err != nil {
				return nil, err
			}
			closers = append(closers, c.Close)
			tools = append(tools, ts...)
		}
		known := make(map[string]bool, len(tools))
		for _, t := range tools {
			known[t.Name] = true
		}
		if err := p.checkTools(known); err != nil {
			return nil, err
		}
	} else {
		stubs, notes := p.mcpDeclarations()
		tools = append(tools, stubs...)
		rep.Notes = notes
	}
	if p.staticPlanner() {
		tools = p.named(tools)
	}
	seen := map[string]bool{}
	for _, w := range rung.Lint(tools, p.lintPlans()...) {
		if seen[w.String()] {
			continue
		}
		seen[w.String()] = true
		if w.Error {
			rep.Errors = append(rep.Errors, w)
			continue
		}
		rep.Warnings = append(rep.Warnings, w)
	}
	return rep, nil
}

// builtinDeclarations returns the built-in tools the file declares, with
// its annotations applied, built by their own packages but bound to nothing
// that matters: the file tools to the plan's directory (opened and closed
// at once), the SQL tools to a database that never connects, the HTTP tools
// without a base URL or headers. Their calls are never made.
func (p *File) builtinDeclarations() ([]rung.Tool, error) {
	var tools []rung.Tool
	if fs := p.Tools.FS; fs != nil {
		o := &rungfs.Options{Name: fs.Name, ReadOnly: fs.ReadOnly}
		var d *rungfs.Dir
		var err error
		for _, dir := range []string{p.dir, ".", os.TempDir()} {
			if d, err = rungfs.Open(dir, o); err == nil {
				break
			}
		}
		if err != nil {
			return nil, p.errAt("tools.fs", "%v", err)
		}
		tools = append(tools, d.Tools()...)
		d.Close()
	}
	if h := p.Tools.HTTP; h != nil {
		c, err := runghttp.New(&runghttp.Options{Name: h.Name})
		if err != nil {
			return nil, p.errAt("tools.http", "%v", err)
		}
		tools = append(tools, c.Tools()...)
	}
	if q := p.Tools.SQL; q != nil {
		dialect := rungsql.Postgres
		if q.Driver == "sqlite" {
			dialect = rungsql.SQLite
		}
		db := dbsql.OpenDB(noDatabase{})
		d, err := rungsql.New(db, dialect, &rungsql.Options{Name: q.Name, ReadOnly: q.ReadOnly})
		if err != nil {
			db.Close()
			return nil, p.errAt("tools.sql", "%v", err)
		}
		tools = append(tools, d.Tools()...)
		db.Close()
	}
	for i := range tools {
		if a, ok := p.Annotations[tools[i].Name]; ok {
			annotate(&tools[i], a)
		}
	}
	return tools, nil
}

// noDatabase is a database/sql connector that never connects.
type noDatabase struct{}

var errNoDatabase = errors.New("planfile: lint opens no database")

func (noDatabase) Connect(context.Context) (driver.Conn, error) { return nil, errNoDatabase }
func (noDatabase) Driver() driver.Driver                        { return noDatabase{} }
func (noDatabase) Open(string) (driver.Conn, error)             { return nil, errNoDatabase }

// mcpDeclarations returns, for each tool the file names that an MCP server
// would provide, what the file declares about it (its annotation), and a
// note per server on what stays unchecked until it is connected.
func (p *File) mcpDeclarations() ([]rung.Tool, []string) {
	if len(p.Tools.MCP) == 0 {
		return nil, nil
	}
	builtin := p.builtinTools()
	byServer := make([][]string, len(p.Tools.MCP))
	var tools []rung.Tool
	for _, name := range p.namedTools() {
		if builtin[name] {
			continue
		}
		i := p.serverOf(name)
		if i < 0 {
			continue // Parse refused it
		}
		byServer[i] = append(byServer[i], name)
		t := rung.Tool{
			Name: name,
			// Unknown until the server lists the tool; assumed safe here,
			// so only what the file declares is judged.
			AcceptsIdempotencyKey: true,
			Call: func(context.Context, map[string]any) (any, error) {
				return nil, errors.New("planfile: lint calls no tool")
			},
		}
		if a, ok := p.Annotations[name]; ok {
			t.Identifying, t.Probes, t.Alternatives = a.Identifying, a.Probes, a.Alternatives
			if a.SideEffects != nil {
				t.SideEffects = *a.SideEffects
			}
			if a.AcceptsIdempotencyKey != nil {
				t.AcceptsIdempotencyKey = *a.AcceptsIdempotencyKey
			}
		}
		tools = append(tools, t)
	}
	var notes []string
	for i, s := range p.Tools.MCP {
		server := fmt.Sprintf("tools.mcp[%d]", i)
		if s.Name != "" {
			server += " (" + s.Name + ")"
		}
		if names := byServer[i]; len(names) > 0 {
			notes = append(notes, fmt.Sprintf("%s: not started (rung lint --connect starts it): whether it offers %s, and their side effects, are not checked", server, strings.Join(names, ", ")))
		} else {
			notes = append(notes, server+": not started (rung lint --connect starts it): its tools are not checked")
		}
	}
	return tools, notes
}

// serverOf returns the index of the MCP server that would provide tool, as
// checkTools reads the prefixes, or -1.
func (p *File) serverOf(tool string) int {
	for i, s := range p.Tools.MCP {
		if s.Name == "" || strings.HasPrefix(tool, s.Name+".") {
			return i
		}
	}
	return -1
}

// staticPlanner reports whether the static planner writes the plans: then
// only the tools the file names are ever called.
func (p *File) staticPlanner() bool {
	pl := p.Planner
	return pl.OpenAI == nil && pl.Anthropic == nil && pl.Human == nil
}

// namedTools returns, sorted, the tools the file names: in the plan's and
// the declared replans' steps and preconditions, and in the annotations
// (the tools annotated, their probes and alternatives).
func (p *File) namedTools() []string {
	set := map[string]bool{}
	steps := func(ss []rung.Step) {
		for _, s := range ss {
			set[s.Tool] = true
			for _, c := range s.Preconditions {
				set[c.Tool] = true
			}
		}
	}
	if p.Plan != nil {
		steps(p.Plan.Steps)
	}
	if st := p.Planner.Static; st != nil {
		for _, r := range st.Replans {
			steps(r.Steps)
		}
	}
	for name, a := range p.Annotations {
		set[name] = true
		for _, c := range a.Probes {
			set[c.Tool] = true
		}
		for _, alt := range a.Alternatives {
			set[alt] = true
		}
	}
	delete(set, "")
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// named keeps the tools the file names, and the probes and alternatives
// those declare, in their order.
func (p *File) named(tools []rung.Tool) []rung.Tool {
	keep := map[string]bool{}
	for _, n := range p.namedTools() {
		keep[n] = true
	}
	for grew := true; grew; {
		grew = false
		for _, t := range tools {
			if !keep[t.Name] {
				continue
			}
			for _, c := range t.Probes {
				if !keep[c.Tool] {
					keep[c.Tool], grew = true, true
				}
			}
			for _, alt := range t.Alternatives {
				if !keep[alt] {
					keep[alt], grew = true, true
				}
			}
		}
	}
	var out []rung.Tool
	for _, t := range tools {
		if keep[t.Name] {
			out = append(out, t)
		}
	}
	return out
}

// lintPlans returns the plans Lint checks: the initial plan, and each
// declared replan after the initial plan's steps it does not redefine,
// whose outputs it may use.
func (p *File) lintPlans() []*rung.Plan {
	if p.Plan == nil {
		return nil
	}
	plans := []*rung.Plan{p.InitialPlan()}
	if st := p.Planner.Static; st != nil {
		for _, r := range st.Replans {
			redefined := map[string]bool{}
			for _, s := range r.Steps {
				redefined[s.ID] = true // static.New requires the ids
			}
			var steps []rung.Step
			for _, s := range p.Plan.Steps {
				if !redefined[s.ID] {
					steps = append(steps, s)
				}
			}
			plans = append(plans, &rung.Plan{Goal: p.Goal, Steps: append(steps, r.Steps...)})
		}
	}
	return plans
}
