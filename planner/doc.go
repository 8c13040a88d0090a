// Package planner holds the rung.Planner implementations, one subpackage
// each; the engine renders every prompt (rung.PlanPrompt, ReplanPrompt,
// RepairPrompt), so a planner only sends it and reads the answer.
//
//   - planner/openai: an OpenAI-compatible Chat Completions API (hosted
//     OpenAI, vLLM, Ollama, the llama.cpp server), with strict JSON Schema
//     output, forced tool use or JSON mode.
//   - planner/anthropic: the Anthropic Messages API, with forced tool use.
//
// Both speak their one endpoint with net/http and encoding/json rather
// than through the vendors' SDKs, whose root packages link every service
// of the API and were most of the time of a cold build of cmd/rung.
//   - planner/static: no model; answers from declarations (a first plan,
//     repairs that edit arguments, fallback plans keyed by the failure and
//     the observations) and hands back otherwise.
//   - planner/human: a person at a terminal chooses: edit the arguments,
//     retry, write the next steps, or stop.
//
// # The contract they share
//
// Every planner answers with a checked plan (steps with unique ids, tools
// that exist, object arguments) or checked arguments (an object, the tool's
// required properties, not the call that failed). When it cannot, it
// returns a *rung.Failure: the engine hands back with its report. A model
// planner returns its response together with the error whenever it spent
// tokens, so that the engine charges them. A model call is one HTTP
// request: retrying is rung's decision. docs/planners.md has the details.
package planner
