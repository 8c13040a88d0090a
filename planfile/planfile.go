package planfile

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/rungkit/rung/internal/yamlfile"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/static"
)

// File is a parsed plan file. docs/plans.md documents every field; the YAML
// keys are the field tags below. Parse and Load check it; Open builds the
// tools and the planner it declares.
type File struct {
	// Name names the plan in reports; defaults to the file's directory name
	// for plan.yaml, else the file name.
	Name string `yaml:"name"`
	// Description says in a sentence or two what the plan does.
	Description string `yaml:"description"`
	// Goal is what the run is for. Required.
	Goal string `yaml:"goal"`
	// Secrets names environment variables whose values are secret: Open
	// reads each and registers its value with rung.AddSecrets, so that it
	// is redacted wherever it appears (outputs, failures, prompts, traces,
	// reports), in whatever format it is.
	Secrets []string `yaml:"secrets"`
	// Policy is the recovery policy: interactive or background, plus
	// overrides.
	Policy PolicySpec `yaml:"policy"`
	// Budget is the run's one shared budget.
	Budget BudgetSpec `yaml:"budget"`
	// Tools are the tool sources: built-in tools and MCP servers.
	Tools ToolsSpec `yaml:"tools"`
	// Annotations declare, per tool name, what the engine needs to recover
	// from its failures; they override what the source says.
	Annotations map[string]Annotation `yaml:"annotations"`
	// Plan is the initial plan; without one the planner writes it from Goal.
	Plan *PlanSpec `yaml:"plan"`
	// Planner is who writes repairs and plans; default static.
	Planner PlannerSpec `yaml:"planner"`
	// Classify turns on the model classifier (classify.go); default off.
	Classify ClassifySpec `yaml:"classify"`
	// Expect is the outcome the plan is expected to end in (examples and
	// tests check it; rung run only reports it).
	Expect *ExpectSpec `yaml:"expect"`

	file string
	dir  string
	doc  *yamlfile.Doc
}

// PolicySpec selects the policy preset and overrides some of it.
type PolicySpec = yamlfile.PolicySpec

// BudgetSpec is the run's shared budget; zero fields mean no ceiling.
type BudgetSpec = yamlfile.BudgetSpec

// ToolsSpec lists the tool sources.
type ToolsSpec struct {
	// FS is the built-in file tools (fs.read, fs.list, fs.stat, fs.write).
	FS *FSSpec `yaml:"fs"`
	// HTTP is the built-in HTTP tools (http.get, http.request).
	HTTP *HTTPSpec `yaml:"http"`
	// SQL is the built-in SQL tools (sql.query, sql.exec).
	SQL *SQLSpec `yaml:"sql"`
	// MCP lists MCP servers whose tools the plan may call.
	MCP []MCPSpec `yaml:"mcp"`
}

// FSSpec configures tool/fs.
type FSSpec struct {
	// Root is the directory the tools are confined to, relative to the plan
	// file's directory. Required.
	Root           string `yaml:"root"`
	Name           string `yaml:"name"`
	ReadOnly       bool   `yaml:"read_only"`
	MaxReadBytes   int64  `yaml:"max_read_bytes"`
	MaxListEntries int    `yaml:"max_list_entries"`
}

// HTTPSpec configures tool/http.
type HTTPSpec struct {
	Name         string            `yaml:"name"`
	BaseURL      string            `yaml:"base_url"`
	AllowedHosts []string          `yaml:"allowed_hosts"`
	Header       map[string]string `yaml:"header"`
	Timeout      Duration          `yaml:"timeout"`
	MaxBytes     int64             `yaml:"max_response_bytes"`
	// Methods, when set, are the only methods the tools may send.
	Methods []string `yaml:"methods"`
	// ReadOnly allows GET and HEAD only.
	ReadOnly bool `yaml:"read_only"`
	// CredentialHeaders names headers whose values are credentials
	// although their names do not say so.
	CredentialHeaders []string `yaml:"credential_headers"`
}

// SQLSpec configures tool/sql.
type SQLSpec struct {
	Name string `yaml:"name"`
	// Driver is "sqlite" or "postgres".
	Driver string `yaml:"driver"`
	// DSN is a SQLite file path (relative to the plan file's directory) or
	// URI, or a PostgreSQL URL.
	DSN      string `yaml:"dsn"`
	MaxRows  int    `yaml:"max_rows"`
	ReadOnly bool   `yaml:"read_only"`
}

// MCPSpec is one MCP server: a stdio command, or a streamable HTTP URL.
type MCPSpec struct {
	// Name prefixes the server's tool names ("files" gives files.read_text_file).
	Name    string            `yaml:"name"`
	Command string            `yaml:"command"`
	Args    []string          `yaml:"args"`
	Env     map[string]string `yaml:"env"`
	Dir     string            `yaml:"dir"`
	URL     string            `yaml:"url"`
	Header  map[string]string `yaml:"header"`
	// ConnectTimeout bounds starting the server and the handshake.
	ConnectTimeout    Duration `yaml:"connect_timeout"`
	IgnoreAnnotations bool     `yaml:"ignore_annotations"`
}

// Annotation is what the engine needs to know about one tool.
type Annotation struct {
	Description           string      `yaml:"description"`
	Identifying           []string    `yaml:"identifying"`
	SideEffects           *bool       `yaml:"side_effects"`
	AcceptsIdempotencyKey *bool       `yaml:"accepts_idempotency_key"`
	Probes                []rung.Call `yaml:"probes"`
	// Reconcile is the read that says whether an uncertain call of this
	// side-effecting tool took effect (rung.ReconcileRead).
	Reconcile        *ReconcileSpec `yaml:"reconcile"`
	Alternatives     []string       `yaml:"alternatives"`
	Rules            []RuleSpec     `yaml:"rules"`
	ExpectedDuration Duration       `yaml:"expected_duration"`
	Timeout          Duration       `yaml:"timeout"`
}

// ReconcileSpec declares a reconciliation read: a call of Tool with Args,
// where "${args.NAME}" is the uncertain call's argument NAME; the effect
// exists when the value at Found (a dotted path into the read's output, ""
// for all of it) is not empty, and does not when it is empty or the read
// fails as a premise (not found).
type ReconcileSpec struct {
	Tool  string         `yaml:"tool"`
	Args  map[string]any `yaml:"args"`
	Found string         `yaml:"found"`
}

// RuleSpec is a per-tool classification rule (rung.Rule): the first that
// matches a failure of the tool decides its kind.
type RuleSpec struct {
	Status  int    `yaml:"status"`
	Code    string `yaml:"code"`
	Message string `yaml:"message"`
	Kind    string `yaml:"kind"`
	Timeout bool   `yaml:"timeout"`
	Reason  string `yaml:"reason"`
}

// PlanSpec is the initial plan.
type PlanSpec struct {
	Steps []rung.Step `yaml:"steps"`
}

// PlannerSpec chooses the planner: at most one of its fields.
type PlannerSpec struct {
	Static    *StaticSpec `yaml:"static"`
	OpenAI    *LLMSpec    `yaml:"openai"`
	Anthropic *LLMSpec    `yaml:"anthropic"`
	Human     *HumanSpec  `yaml:"human"`
}

// StaticSpec declares the static planner's repairs and replans
// (planner/static's Config; its plan is the file's plan).
type StaticSpec struct {
	Repairs []static.Repair `yaml:"repairs"`
	Replans []static.Replan `yaml:"replans"`
}

// LLMSpec configures an OpenAI-compatible or Anthropic planner. The API key
// is never written in the file: APIKeyEnv names the environment variable
// that holds it.
type LLMSpec struct {
	Model       string   `yaml:"model"`
	BaseURL     string   `yaml:"base_url"`
	APIKeyEnv   string   `yaml:"api_key_env"`
	MaxTokens   int      `yaml:"max_tokens"`
	Temperature *float64 `yaml:"temperature"`
}

// HumanSpec configures the person at the terminal as the planner; it has no
// fields yet.
type HumanSpec struct{}

// ExpectSpec is the outcome the plan is expected to end in.
type ExpectSpec struct {
	Outcome string `yaml:"outcome"`
}

// Duration is a Go duration string ("250ms", "1m30s"); a bad one is an
// error at its line.
type Duration = yamlfile.Duration

// Error is a malformed plan file: the file, the line and the field at fault.
type Error = yamlfile.Error

// Load reads and checks a plan file; one past the limits (docs/plans.md)
// is refused before it is read in full.
func Load(path string) (*File, error) {
	data, err := yamlfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse parses and checks a plan file's content; file names it in errors
// and its directory is where relative paths start.
func Parse(file string, data []byte) (*File, error) {
	var p File
	doc, err := yamlfile.Decode(file, data, &p)
	if err != nil {
		var e *Error
		if errors.As(err, &e) && e.Field == "api_key" && e.Msg == "unknown field" {
			e.Msg = "unknown field: never write an API key in a plan file; put it in an environment variable and name the variable in api_key_env"
		}
		return nil, err
	}
	p.file, p.doc = file, doc
	p.dir = filepath.Dir(file)
	if p.Name == "" {
		base := filepath.Base(file)
		if base == "plan.yaml" || base == "plan.yml" {
			base = filepath.Base(p.dir)
		}
		p.Name = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	}
	if err := p.normalize(); err != nil {
		return nil, err
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	return &p, nil
}

// Path returns the file the plan was read from.
func (p *File) Path() string { return p.file }

// Dir returns the directory relative paths in the file start from.
func (p *File) Dir() string { return p.dir }

// errAt builds an Error for the field at path ("plan.steps[1].tool"), with
// the line of the nearest node of that path that exists.
func (p *File) errAt(path, format string, args ...any) error {
	return &Error{File: p.file, Line: p.lineOf(path), Field: path, Msg: fmt.Sprintf(format, args...)}
}

func (p *File) lineOf(path string) int {
	return p.doc.Line(path, quotePath)
}

// quotePath quotes the annotation keys of a path, which hold dots
// ("annotations.fs.read.rules[0]" -> "annotations.'fs.read'.rules[0]").
func quotePath(path string) string {
	const pre = "annotations."
	if !strings.HasPrefix(path, pre) {
		return path
	}
	rest := path[len(pre):]
	if i := strings.Index(rest, "\x00"); i >= 0 {
		return pre + "'" + rest[:i] + "'" + rest[i+1:]
	}
	return pre + "'" + rest + "'"
}

// annPath is the path of a field of the annotation of tool.
func annPath(tool, field string) string {
	if field == "" {
		return "annotations." + tool
	}
	return "annotations." + tool + "\x00." + field
}

func cleanPath(path string) string { return strings.ReplaceAll(path, "\x00", "") }

// normalize turns YAML-decoded values into what JSON decoding gives
// (numbers as float64, maps as map[string]any), as a model's plan would be.
func (p *File) normalize() error {
	var err error
	fixMap := func(path string, m map[string]any) map[string]any {
		if m == nil || err != nil {
			return m
		}
		n, e := yamlfile.Normalize(m)
		if e != nil {
			err = p.errAt(path, "%v", e)
			return m
		}
		out, _ := n.(map[string]any)
		return out
	}
	fixSteps := func(path string, steps []rung.Step) {
		for i := range steps {
			steps[i].Args = fixMap(fmt.Sprintf("%s[%d].args", path, i), steps[i].Args)
			for j := range steps[i].Preconditions {
				c := &steps[i].Preconditions[j]
				c.Args = fixMap(fmt.Sprintf("%s[%d].preconditions[%d].args", path, i, j), c.Args)
			}
		}
	}
	if p.Plan != nil {
		fixSteps("plan.steps", p.Plan.Steps)
		for i := range p.Plan.Steps {
			if p.Plan.Steps[i].ID == "" {
				p.Plan.Steps[i].ID = fmt.Sprintf("step%d", i+1) // as the engine names them
			}
		}
	}
	for name, a := range p.Annotations {
		for j := range a.Probes {
			a.Probes[j].Args = fixMap(cleanPath(annPath(name, fmt.Sprintf("probes[%d].args", j))), a.Probes[j].Args)
		}
	}
	if s := p.Planner.Static; s != nil {
		for i := range s.Replans {
			fixSteps(fmt.Sprintf("planner.static.replans[%d].steps", i), s.Replans[i].Steps)
		}
		for i := range s.Repairs {
			s.Repairs[i].Set = fixMap(fmt.Sprintf("planner.static.repairs[%d].set", i), s.Repairs[i].Set)
		}
	}
	return err
}

// builtinTools returns the names of the built-in tools the file declares.
func (p *File) builtinTools() map[string]bool {
	names := map[string]bool{}
	add := func(prefix, def string, tools ...string) {
		if prefix == "" {
			prefix = def
		}
		for _, t := range tools {
			names[prefix+"."+t] = true
		}
	}
	if fs := p.Tools.FS; fs != nil {
		add(fs.Name, "fs", "read", "list", "stat")
		if !fs.ReadOnly {
			add(fs.Name, "fs", "write")
		}
	}
	if h := p.Tools.HTTP; h != nil {
		add(h.Name, "http", "get", "request")
	}
	if s := p.Tools.SQL; s != nil {
		add(s.Name, "sql", "query")
		if !s.ReadOnly {
			add(s.Name, "sql", "exec")
		}
	}
	return names
}

// mcpOwned reports whether tool may come from an MCP server, whose tools
// are known only once it is connected.
func (p *File) mcpOwned(tool string) bool {
	for _, s := range p.Tools.MCP {
		if s.Name == "" || strings.HasPrefix(tool, s.Name+".") {
			return true
		}
	}
	return false
}

// check validates what can be validated without starting anything; tools
// from MCP servers are checked again by Open once the servers list them.
func (p *File) check() error {
	if strings.TrimSpace(p.Goal) == "" {
		return p.errAt("goal", "missing: a plan file needs a goal (what the run is for)")
	}
	if err := p.checkClassify(); err != nil {
		return err
	}
	listed := map[string]bool{}
	for i, name := range p.Secrets {
		path := fmt.Sprintf("secrets[%d]", i)
		if !envNameRe.MatchString(name) {
			return p.errAt(path, "%q is not an environment variable name (write the variable's name, never its value)", name)
		}
		if listed[name] {
			return p.errAt(path, "%s is listed twice", name)
		}
		listed[name] = true
	}
	switch p.Policy.Mode {
	case "", "background", "interactive":
	default:
		return p.errAt("policy.mode", "%q: want interactive or background", p.Policy.Mode)
	}
	if k := p.Policy.Breaker.Failures; k != nil && *k < 0 {
		return p.errAt("policy.breaker.failures", "%d: want 0 (no breaker) or more", *k)
	}
	if p.Tools.FS == nil && p.Tools.HTTP == nil && p.Tools.SQL == nil && len(p.Tools.MCP) == 0 {
		return p.errAt("tools", "missing: declare at least one tool source (fs, http, sql or mcp)")
	}
	if fs := p.Tools.FS; fs != nil && fs.Root == "" {
		return p.errAt("tools.fs.root", "missing: the directory the file tools are confined to")
	}
	if err := p.checkHTTP(); err != nil {
		return err
	}
	if s := p.Tools.SQL; s != nil {
		switch s.Driver {
		case "sqlite", "postgres", "pgx":
		case "":
			return p.errAt("tools.sql.driver", "missing: sqlite or postgres")
		default:
			return p.errAt("tools.sql.driver", "%q: want sqlite or postgres", s.Driver)
		}
		if s.DSN == "" {
			return p.errAt("tools.sql.dsn", "missing: the database to open")
		}
	}
	seen := map[string]bool{}
	for i, s := range p.Tools.MCP {
		path := fmt.Sprintf("tools.mcp[%d]", i)
		if (s.Command == "") == (s.URL == "") {
			return p.errAt(path, "set exactly one of command (a stdio server) and url (a streamable HTTP server)")
		}
		if seen[s.Name] {
			return p.errAt(path+".name", "%q names two servers", s.Name)
		}
		seen[s.Name] = true
	}
	n := 0
	for _, set := range []bool{p.Planner.Static != nil, p.Planner.OpenAI != nil, p.Planner.Anthropic != nil, p.Planner.Human != nil} {
		if set {
			n++
		}
	}
	if n > 1 {
		return p.errAt("planner", "choose one planner: static, openai, anthropic or human")
	}
	for _, kind := range []struct {
		name string
		spec *LLMSpec
	}{{"openai", p.Planner.OpenAI}, {"anthropic", p.Planner.Anthropic}} {
		if kind.spec == nil {
			continue
		}
		if kind.spec.Model == "" {
			return p.errAt("planner."+kind.name+".model", "missing: the model to ask")
		}
		if e := kind.spec.APIKeyEnv; e != "" && !envNameRe.MatchString(e) {
			return p.errAt("planner."+kind.name+".api_key_env", "%q is not an environment variable name (write the variable's name, never the key)", e)
		}
	}
	if p.Plan == nil && p.Planner.OpenAI == nil && p.Planner.Anthropic == nil && p.Planner.Human == nil {
		return p.errAt("plan", "missing: the static planner needs an initial plan (or choose an openai, anthropic or human planner to write it from the goal)")
	}
	if p.Plan != nil && len(p.Plan.Steps) == 0 {
		return p.errAt("plan.steps", "missing: a plan needs at least one step")
	}
	for name, a := range p.Annotations {
		for i, r := range a.Rules {
			rp := annPath(name, fmt.Sprintf("rules[%d]", i))
			if _, err := r.rule(); err != nil {
				return p.errAtAnn(rp+".kind", "%v", err)
			}
			if r.Status == 0 && r.Code == "" && r.Message == "" {
				return p.errAtAnn(rp, "a rule needs at least one of status, code and message")
			}
			if r.Message != "" {
				if _, err := regexp.Compile(r.Message); err != nil {
					return p.errAtAnn(rp+".message", "invalid regular expression: %v", err)
				}
			}
			if r.Timeout && r.Kind != "transient" {
				return p.errAtAnn(rp+".timeout", "only a transient rule can mark a timeout")
			}
		}
	}
	if s := p.Planner.Static; s != nil {
		if _, err := static.New(static.Config{Repairs: s.Repairs, Replans: s.Replans}); err != nil {
			field, msg := staticField(err)
			return p.errAt("planner.static."+field, "%s", msg)
		}
	}
	if err := p.checkTools(nil); err != nil {
		return err
	}
	return p.checkRefs()
}

var staticFieldRe = regexp.MustCompile(`^static: ([a-z_]+(?:\[[0-9]+\])?(?:\.[a-z_]+(?:\[[0-9]+\])?)*): (.*)$`)

func staticField(err error) (string, string) {
	if m := staticFieldRe.FindStringSubmatch(err.Error()); m != nil {
		return m[1], m[2]
	}
	return "", err.Error()
}

func (p *File) errAtAnn(path, format string, args ...any) error {
	return &Error{File: p.file, Line: p.lineOf(path), Field: cleanPath(path), Msg: fmt.Sprintf(format, args...)}
}

// checkTools checks that every tool a step, precondition, probe,
// alternative or declared replan names is declared. known lists the tools
// the connected sources offer; nil checks only the tools no MCP server
// could provide.
func (p *File) checkTools(known map[string]bool) error {
	builtin := p.builtinTools()
	ok := func(tool string) bool {
		if builtin[tool] || known[tool] {
			return true
		}
		return known == nil && p.mcpOwned(tool)
	}
	what := "no tool source declares it"
	if known != nil {
		what = "neither the built-in tools nor the MCP servers offer it"
	}
	checkSteps := func(path string, steps []rung.Step) error {
		ids := map[string]bool{}
		for i, s := range steps {
			sp := fmt.Sprintf("%s[%d]", path, i)
			if s.Tool == "" {
				return p.errAt(sp+".tool", "missing: the tool the step calls")
			}
			if !ok(s.Tool) {
				return p.errAt(sp+".tool", "unknown tool %q: %s", s.Tool, what)
			}
			if s.ID != "" {
				if ids[s.ID] {
					return p.errAt(sp+".id", "%q names two steps", s.ID)
				}
				ids[s.ID] = true
			}
			for j, c := range s.Preconditions {
				if !ok(c.Tool) {
					return p.errAt(fmt.Sprintf("%s.preconditions[%d].tool", sp, j), "unknown tool %q: %s", c.Tool, what)
				}
			}
		}
		return nil
	}
	if p.Plan != nil {
		if err := checkSteps("plan.steps", p.Plan.Steps); err != nil {
			return err
		}
	}
	if s := p.Planner.Static; s != nil {
		for i, r := range s.Replans {
			if err := checkSteps(fmt.Sprintf("planner.static.replans[%d].steps", i), r.Steps); err != nil {
				return err
			}
		}
	}
	for name, a := range p.Annotations {
		if !ok(name) {
			return p.errAtAnn(annPath(name, ""), "unknown tool %q: %s", name, what)
		}
		for i, c := range a.Probes {
			if !ok(c.Tool) {
				return p.errAtAnn(annPath(name, fmt.Sprintf("probes[%d].tool", i)), "unknown tool %q: %s", c.Tool, what)
			}
		}
		if rc := a.Reconcile; rc != nil {
			if rc.Tool == "" {
				return p.errAtAnn(annPath(name, "reconcile.tool"), "is empty; name the read that says whether the effect exists")
			}
			if !ok(rc.Tool) {
				return p.errAtAnn(annPath(name, "reconcile.tool"), "unknown tool %q: %s", rc.Tool, what)
			}
		}
		for i, alt := range a.Alternatives {
			if !ok(alt) {
				return p.errAtAnn(annPath(name, fmt.Sprintf("alternatives[%d]", i)), "unknown tool %q: %s", alt, what)
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

func (p *File) policy() rung.Policy { return p.Policy.Policy() }

func (p *File) limits() rung.Limits { return p.Budget.Limits() }

// InitialPlan returns the file's plan for the engine: its steps, or only
// the goal when the planner is to write them.
func (p *File) InitialPlan() *rung.Plan {
	pl := &rung.Plan{Goal: p.Goal}
	if p.Plan != nil {
		pl.Steps = append([]rung.Step(nil), p.Plan.Steps...)
	}
	return pl
}

var envNameRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// envRefRe matches ${NAME}; PLAN_DIR is the plan file's directory.
var envRefRe = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// expand replaces ${NAME} in a tool source's setting with the environment
// variable's value (${PLAN_DIR}: the plan file's directory). A variable
// that is not set is an error naming it, never its value.
func (p *File) expand(path, s string, getenv func(string) (string, bool)) (string, error) {
	var missing string
	out := envRefRe.ReplaceAllStringFunc(s, func(ref string) string {
		name := ref[2 : len(ref)-1]
		if name == "PLAN_DIR" {
			if abs, err := filepath.Abs(p.dir); err == nil {
				return abs
			}
			return p.dir
		}
		v, ok := getenv(name)
		if !ok && missing == "" {
			missing = name
		}
		return v
	})
	if missing != "" {
		return "", p.errAt(path, "the environment variable %s is not set", missing)
	}
	return out, nil
}

// resolve makes a relative path relative to the plan file's directory.
func (p *File) resolve(path string) string {
	if path == "" || filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(p.dir, path)
}
