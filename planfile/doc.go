// Package planfile reads plan files: the YAML that `rung run` executes.
// docs/plans.md documents the format and schema/plan.schema.json describes
// it for editors.
//
// # What a file declares
//
// The goal, the budget, policy overrides, the tool sources (built-in fs,
// http and sql tools; MCP servers over stdio or streamable HTTP), per-tool
// annotations (identifying arguments, side effects, probes, alternatives,
// classification rules), an optional initial plan, and the planner: static
// (the default: the initial plan plus declared repairs and replans, as
// planner/static takes them), openai, anthropic or human.
//
// # Errors
//
// Load and Parse check everything that can be checked without starting a
// process: unknown fields, wrong types, a missing goal, a step, probe or
// alternative naming a tool no source declares, a rule whose message is not
// a regular expression or whose kind is not a kind. Every error is an
// *Error naming the file, the line and the field. Open checks tool names
// again once the MCP servers have listed their tools. Lint (`rung lint`)
// runs rung.Lint on the tools and plans a file declares, without starting
// anything unless asked to connect the MCP servers.
//
// # Secrets
//
// Tool source settings (paths, URLs, headers, commands, arguments,
// environment) may refer to environment variables as ${NAME}; ${PLAN_DIR}
// is the plan file's directory. Step arguments are not expanded: there
// ${step.field} refers to an earlier step's output. An API key is never
// written in the file: api_key_env names the variable that holds it. Errors
// name a missing variable, never a value.
//
// # Use
//
//	f, err := planfile.Load("plan.yaml")
//	s, err := f.Open(ctx, planfile.Options{})
//	defer s.Close()
//	e := s.Engine() // tools, planner, policy, budget; add a ledger and observers
//	rep, err := e.Run(ctx, s.Plan)
package planfile
