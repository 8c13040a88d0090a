// Package runggenkit runs Genkit Go's tool calls through a rung.Session, so
// a failed tool call reaches the model as rung's verdict instead of ending
// the generation, and puts the session's budget line into every model
// request.
//
// Genkit ends a generation on the first tool error ("tool %q failed",
// ErrToolFailed in later releases). This adapter is built on Genkit Go
// v1.4.0, the newest release the module proxy serves, which has no tool
// middleware (ai.Middleware and Hooks.WrapTool came later). Its seams are:
//
//   - the tool: Adapter.Tools wraps each ai.Tool in one whose action runs
//     the call through Session.Call. Pass the wrappers in ai.WithTools.
//     Generate registers them in its child registry, so the model sees the
//     original name, description and input schema, and every call of the
//     tool goes through the wrapper.
//   - the model: Adapter.Middleware is an ai.ModelMiddleware (pass it in
//     ai.WithMiddleware). It adds the budget line to the system message of
//     every request of the generation loop and charges each response's
//     usage with Session.ChargeModel, so the token ceiling holds.
//
// What the model sees: a transient failure is retried in place and never
// shown; a side-effecting tool is claimed in the session's ledger under a
// key that reaches the tool's context (rung.IdempotencyKey), so a model
// that repeats a payment gets the recorded outcome instead of a second
// charge; a failure the session cannot fix becomes the tool's output: the
// verdict as its JSON object (rung.Verdict.JSON, the contract in
// docs/session.md). An object, not text, because Genkit carries a tool
// response's Output as structured data: Gemini receives it as the function
// response map itself, and the OpenAI-compatible and Anthropic plugins as
// its JSON text. Errors that are not verdicts (the generation's context
// ended) still end the generation.
//
//	session := rung.NewSession(rung.SessionOptions{Limits: ..., Ledger: store, Classifier: &classify.Chain{}})
//	a, err := runggenkit.New(g, session, []ai.Tool{search, pay}, runggenkit.Options{
//		Tools: map[string]rung.Tool{"send_payment": {SideEffects: true, AcceptsIdempotencyKey: true}},
//	})
//	resp, err := genkit.Generate(ctx, g,
//		ai.WithPrompt("..."),
//		ai.WithTools(a.Tools()...),
//		ai.WithMiddleware(a.Middleware()),
//	)
//
// Tools must not be registered in g under their own name (genkit.DefineTool):
// Generate runs a registered tool in preference to one passed in
// ai.WithTools, which would bypass the wrapper, so New refuses them. Create
// them with ai.NewTool instead.
//
// A tool that interrupts (ToolContext.Interrupt) hands the interrupt to
// Genkit unchanged when its call is not behind a ledger key. Behind a key,
// the ledger would record the interrupted call as the key's outcome and a
// restart would replay it instead of running the tool, so the interrupt
// becomes the call's failure there: do not interrupt from a side-effecting
// tool that a ledger keys.
//
// Use one Session, and so one Adapter, per generation (or per conversation
// whose budget is shared): the session holds the run's budget and the
// history of its calls. An Adapter is safe for concurrent use; Genkit runs
// the tool calls of one model turn in parallel.
//
// The package is named runggenkit, not genkit, so that it does not clash
// with the framework's own genkit package, which every user of this one
// imports too.
package runggenkit
