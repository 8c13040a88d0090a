// Package rungeino runs cloudwego/eino's tool calls through a rung.Session,
// so a failed tool call reaches the model as rung's verdict instead of
// ending the run, and puts the session's budget line into every model
// request.
//
// Eino ends an agent run on the first tool error ("failed to invoke tool").
// The adapter sits at eino's tool seam, compose.ToolMiddleware (the field
// ToolsNodeConfig.ToolCallMiddlewares, which both the ReAct agent of
// flow/agent/react and the ADK ChatModelAgent take). Each call goes through
// Session.Call: a transient failure is retried in place and the model never
// sees it; a side-effecting tool is claimed in the session's ledger under a
// key that reaches the tool's context (rung.IdempotencyKey); a failure the
// session cannot fix becomes the verdict's text, returned as the tool's
// result with a nil error, so the model reads what failed, what it proves
// and what to do next. Errors that are not verdicts (the run's context
// ended) still end the run.
//
//	session := rung.NewSession(rung.SessionOptions{Limits: ..., Ledger: store, Classifier: &classify.Chain{}})
//	a, err := rungeino.New(ctx, session, tools, rungeino.Options{
//		Tools: map[string]rung.Tool{"send_payment": {SideEffects: true, AcceptsIdempotencyKey: true}},
//	})
//	agent, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
//		Model: a.Model(chatModel),
//		ToolsConfig: adk.ToolsConfig{ToolsNodeConfig: compose.ToolsNodeConfig{
//			Tools:               tools,
//			ToolCallMiddlewares: []compose.ToolMiddleware{a.Middleware()},
//		}},
//		...
//	})
//
// Use one Session, and so one Adapter, per agent run: the session holds the
// run's budget and the history of its calls.
//
// The package is named rungeino, not eino, so that it does not shadow the
// framework's own packages in a file that imports both.
package rungeino
