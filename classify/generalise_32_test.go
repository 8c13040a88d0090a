package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseSet32 holds, for each class of miss of the documented
// held-out set 32 (the model APIs and MCP), the set's own line and wordings
// of the same class from other software or other APIs of the vendor: a rule
// that knew only the set's message would fail them. Each case names where
// its wording comes from; "negative" cases are the neighbours a too-broad
// rule would take.
func TestGeneraliseSet32(t *testing.T) {
	cases := []struct {
		class, source string
		in            Input
		want          rung.Kind
	}{
		// A cancel or stop refused because its target already ended: the
		// world holds what the step wanted (conflict).
		{"ended", "set 32: OpenAI Assistants runs.cancel on a completed run (openai-python)",
			Input{Protocol: "openai", Status: 400, Message: `openai.BadRequestError: Error code: 400 - {'error': {'message': "Cannot cancel run with status 'completed'.", 'type': 'invalid_request_error', 'param': None, 'code': None}}`}, rung.KindConflict},
		{"ended", "set 32: OpenAI Realtime response.cancel with nothing running",
			Input{Protocol: "openai", Message: `{"type":"error","event_id":"event_CfS1nR3yUa8Mq5Wo","error":{"type":"invalid_request_error","code":"response_cancel_not_active","message":"Cancellation failed: no active response found","param":null,"event_id":"evt_client_41"}}`}, rung.KindConflict},
		{"ended", "Argo Workflows StopWorkflow/TerminateWorkflow on a finished workflow (workflow/util AlreadyShutdownError)",
			Input{Message: `cannot shutdown a completed workflow: workflow: "nightly-etl-7x2kq", namespace: "argo"`}, rung.KindConflict},
		{"ended", "GitHub Actions cancel of a completed run, as go-github renders the 409",
			Input{Message: `POST https://api.github.com/repos/acme-corp/web/actions/runs/9921/cancel: 409 Cannot cancel a workflow run that is completed. []`}, rung.KindConflict},
		{"ended", "a video service's ValidationError for a finished generation process (public repository, NestJS)",
			Input{Protocol: "http", Status: 400, Message: `{"error":{"code":"VIDEOCLIP_PROCESS_NOT_CANCELLABLE","message":"Videoclip generation process <vc_81> cannot be cancelled because it is in status <COMPLETED>."}}`}, rung.KindConflict},
		{"ended", "negative: Stripe cancel of a PaymentIntent that succeeded (the charge is not undone: premise)",
			Input{Protocol: "http", Status: 400, Message: `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.","type":"invalid_request_error"}}`}, rung.KindPremise},
		{"ended", "negative: a cancel that failed on the network (transient)",
			Input{Message: `failed to cancel job 8812: dial tcp 10.0.3.7:8080: connect: connection refused`}, rung.KindTransient},

		// Output the callee produced that breaks the contract it declared:
		// the call ran; what came back is unusable (ambiguous).
		{"contract", "set 32: MCP TypeScript SDK, tool without structured content",
			Input{Protocol: "mcp", Code: "-32600", Message: "McpError: MCP error -32600: Tool get_forecast has an output schema but did not return structured content"}, rung.KindAmbiguous},
		{"contract", "set 32: Bedrock ModelErrorException for a malformed tool use",
			Input{Protocol: "aws", Status: 424, Code: "ModelErrorException", Message: "operation error Bedrock Runtime: Converse, https response error StatusCode: 424, RequestID: 3e7a9c1d, ModelErrorException: Model produced invalid sequence as part of ToolUse. Please refer to the model tool use troubleshooting guide."}, rung.KindAmbiguous},
		{"contract", "MCP Python SDK ClientSession._validate_tool_result (RuntimeError)",
			Input{Protocol: "mcp", Message: "RuntimeError: Invalid structured content returned by tool search_courses: 'results' is a required property"}, rung.KindAmbiguous},
		{"contract", "MCP Python SDK, tool without structured content",
			Input{Protocol: "mcp", Message: "RuntimeError: Tool plan_study_time has an output schema but did not return structured content"}, rung.KindAmbiguous},
		{"contract", "Vercel AI SDK generateObject NoObjectGeneratedError",
			Input{Message: "AI_NoObjectGeneratedError: No object generated: response did not match schema."}, rung.KindAmbiguous},
		{"contract", "LangChain OutputParserException",
			Input{Message: "langchain_core.exceptions.OutputParserException: Could not parse LLM output: `I would call the search tool next.`"}, rung.KindAmbiguous},
		{"contract", "negative: Bedrock ModelErrorException without a malformed output stays the service's (transient)",
			Input{Protocol: "aws", Status: 424, Code: "ModelErrorException", Message: "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: r1, ModelErrorException: The request failed due to an error while processing the model."}, rung.KindTransient},
		{"contract", "negative: a response_format schema the request got wrong (invalid)",
			Input{Protocol: "openai", Status: 400, Message: `{"error":{"message":"Invalid schema for response_format 'order_extract': In context=(), 'additionalProperties' is required to be supplied and to be false.","type":"invalid_request_error","param":"response_format","code":null}}`}, rung.KindInvalid},

		// An OpenAI object that ran and stopped short (ambiguous); failed
		// carries its error.
		{"incomplete", "set 32: Assistants run incomplete (max_completion_tokens)",
			Input{Protocol: "openai", Status: 200, Message: `{"id":"run_Tx4Ym8Qb2Nc6Rd0K","object":"thread.run","status":"incomplete","incomplete_details":{"reason":"max_completion_tokens"},"last_error":null}`}, rung.KindAmbiguous},
		{"incomplete", "Assistants run incomplete (max_prompt_tokens), API reference run object",
			Input{Protocol: "openai", Status: 200, Message: `{"id":"run_Ab1","object":"thread.run","status":"incomplete","incomplete_details":{"reason":"max_prompt_tokens"},"last_error":null,"max_prompt_tokens":500}`}, rung.KindAmbiguous},
		{"incomplete", "Realtime response.done with status incomplete (status_details)",
			Input{Protocol: "openai", Message: `{"type":"response.done","event_id":"event_3132","response":{"id":"resp_001","object":"realtime.response","status":"incomplete","status_details":{"type":"incomplete","reason":"max_output_tokens"},"output":[]}}`}, rung.KindAmbiguous},
		{"incomplete", "Assistants run failed: last_error decides (rate_limit_exceeded)",
			Input{Protocol: "openai", Status: 200, Message: `{"id":"run_Cd2","object":"thread.run","status":"failed","incomplete_details":null,"last_error":{"code":"rate_limit_exceeded","message":"Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 30000, Requested 812. Please try again in 1.6s."}}`}, rung.KindTransient},
		{"incomplete", "negative: a completed run is no failure",
			Input{Protocol: "openai", Status: 200, Message: `{"id":"run_Ef3","object":"thread.run","status":"completed","incomplete_details":null,"last_error":null}`}, rung.KindUnknown},

		// A key, field or paired item that the request itself lacks: "not
		// found" of the request's own content (invalid).
		{"request-own", "set 32: Bedrock Malformed input request, required key not found",
			Input{Protocol: "aws", Status: 400, Code: "ValidationException", Message: "operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 400, RequestID: 6f8a0c2e, ValidationException: Malformed input request: #: required key [max_tokens] not found, please reformat your input and try again."}, rung.KindInvalid},
		{"request-own", "everit-org/json-schema ValidationException behind a service's 422",
			Input{Protocol: "http", Status: 422, Message: `{"errors":["#: required key [customer_id] not found"]}`}, rung.KindInvalid},
		{"request-own", "OpenAI Responses: a function_call without its output",
			Input{Protocol: "openai", Status: 400, Message: `{"error":{"message":"No tool output found for function call call_Zyy2Z9PgYUZUZ01B7iKppSkS.","type":"invalid_request_error","param":"input","code":null}}`}, rung.KindInvalid},
		{"request-own", "Anthropic Messages: tool_use without tool_result",
			Input{Protocol: "anthropic", Status: 400, Message: "{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"messages.3: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01LpUFkBk2ycWv8bZ9SUsfLC. Each `tool_use` block must have a corresponding `tool_result` block in the next message.\"}}"}, rung.KindInvalid},
		{"request-own", "negative: a vector store the request names that no longer exists (premise)",
			Input{Protocol: "openai", Status: 404, Message: `{"error":{"message":"No vector store found with id 'vs_abc123'.","type":"invalid_request_error","param":null,"code":null}}`}, rung.KindPremise},

		// A stream's error event whose fields are the event's own (the
		// Responses API's "error" event): its code decides, as a body's.
		{"stream", "Responses API stream error event (API reference responses-streaming/error), a rate limit",
			Input{Protocol: "openai", Status: 200, Message: "event: response.created\ndata: {\"type\":\"response.created\",\"sequence_number\":0,\"response\":{\"id\":\"resp_1\",\"object\":\"response\",\"status\":\"in_progress\"}}\n\nevent: error\ndata: {\"type\":\"error\",\"code\":\"rate_limit_exceeded\",\"message\":\"Rate limit reached for gpt-4.1 in organization org-abc on tokens per min (TPM): Limit 30000, Used 29800, Requested 900. Please try again in 1.4s.\",\"param\":null,\"sequence_number\":1}\n\n"}, rung.KindTransient},
		{"stream", "Responses API stream error event, billing",
			Input{Protocol: "openai", Status: 200, Message: "event: error\ndata: {\"type\":\"error\",\"code\":\"insufficient_quota\",\"message\":\"You exceeded your current quota, please check your plan and billing details.\",\"param\":null,\"sequence_number\":2}\n\n"}, rung.KindPremise},
		{"stream", "negative: a stream that completed is no failure",
			Input{Protocol: "openai", Status: 200, Message: "event: response.completed\ndata: {\"type\":\"response.completed\",\"sequence_number\":9,\"response\":{\"id\":\"resp_1\",\"object\":\"response\",\"status\":\"completed\",\"output\":[{\"type\":\"message\",\"content\":[{\"type\":\"output_text\",\"text\":\"Done.\"}]}]}}\n\n"}, rung.KindUnknown},

		// A stateful session the server ended at its lifetime (premise).
		{"session", "set 32: OpenAI Realtime session_expired error event",
			Input{Protocol: "openai", Message: `{"type":"error","event_id":"event_CfR8mQ2xTz7Lp4Vn","error":{"type":"invalid_request_error","code":"session_expired","message":"Your session hit the maximum duration of 60 minutes.","param":null,"event_id":null}}`}, rung.KindPremise},
		{"session", "openai-python Realtime over websockets: the close frame's reason",
			Input{Message: "websockets.exceptions.ConnectionClosedOK: received 1001 (going away) Your session hit the maximum duration of 60 minutes.; then sent 1001 (going away) Your session hit the maximum duration of 60 minutes."}, rung.KindPremise},
		{"session", "negative: a sign-in session at its maximum that asks to log in again (denied)",
			Input{Protocol: "http", Status: 400, Message: `{"success":false,"error":"Session cannot be extended","message":"Your session has reached the maximum duration (12 hours). Please login again."}`}, rung.KindDenied},
		{"session", "negative: STS AssumeRole asking for longer than the role allows (invalid)",
			Input{Protocol: "aws", Status: 400, Code: "ValidationError", Message: "operation error STS: AssumeRole, https response error StatusCode: 400, RequestID: r1, api error ValidationError: The requested DurationSeconds exceeds the MaxSessionDuration set for this role."}, rung.KindInvalid},
	}
	for _, tc := range cases {
		got := Classify(tc.in)
		if got.Kind != tc.want {
			t.Errorf("%s / %s: got %s (%s), want %s", tc.class, tc.source, got.Kind, got.Reason, tc.want)
		}
	}
	// A cancel refused for a commitment that ended (an order shipped or
	// completed, a booking) wanted it undone, which its end does not do:
	// never conflict, whatever else the wording makes of it.
	for _, msg := range []string{
		`{"error":"Order cannot be cancelled because it is in 'shipped' state"}`,                           // gin handler, public repository
		`Order number 1042, cannot be cancelled because it is in a completed state`,                        // ASP.NET service, public repository
		`{"error":"Booking cannot be cancelled because it is in 'completed' status"}`,                      // Express AppError, public repository
		`{"status":"error","message":"Order 1042 cannot be cancelled because it is in delivered status."}`, // Flask API, public repository
	} {
		if got := Classify(Input{Protocol: "http", Status: 400, Message: msg}); got.Kind == rung.KindConflict {
			t.Errorf("%s: got conflict (%s): an ended commitment is not what a cancel wanted", msg, got.Reason)
		}
	}
}
