package classify

import "strings"

// Refusals of OpenAI-compatible model servers and routers whose status
// says less than their sentence (set 162: vLLM, Ollama, LiteLLM,
// OpenRouter, llama.cpp behind openai-go).

// startedWithout finds a feature the server was started without, named by
// the start option that turns it on: llama.cpp's llama-server answers 501
// not_supported_error "This server does not support embeddings. Start it
// with `--embeddings`" (also --reranking, --metrics, --slots); Prometheus
// "remote write receiver needs to be enabled with
// --web.enable-remote-write-receiver". No argument and no wait changes the
// server's options: another server, or an operator restarting this one,
// premise. A flag the caller itself passes ("retry this command with
// --force") is not a server's start option and is not matched.
// llama.cpp's hint for a media part sent to a server loaded without a
// multimodal projector, "image input is not supported - hint: if this is
// unexpected, you may need to provide the mmproj" (also "audio input ...";
// the projector is the --mmproj file given at start, set 1166), is the same
// missing start option, though it names no flag; the refusal without the
// hint keeps its reading.
func startedWithout(t string) bool {
	return hasAny(t, "start it with `--", "start it with --", "start the server with --", "start the server with `--",
		"restart it with `--", "restart it with --", "restart the server with --", "needs to be enabled with --", "to be enabled with `--",
		"launch the server with --", "launch the server with `--", "launch it with --", "need to provide the mmproj") || featureNeedsFlag(t)
}

// featureNeedsFlag finds a request feature refused because the server was
// not started with the flag it needs, worded as a requirement (set 266):
// vLLM's 400 "\"auto\" tool choice requires --enable-auto-tool-choice and
// --tool-call-parser to be set", llama.cpp's 500 "tools param requires
// --jinja flag". The flag is the server's start option ("... flag", "...
// to be set"), and what requires it is a part of the request, not another
// flag: a command line's own "--distributed requires
// --enable-beacon-rest-api" is the caller's flags disagreeing (invalid).
func featureNeedsFlag(t string) bool {
	for i := range foldMatches(t, "requires ") {
		rest := t[i+len("requires "):]
		rest = strings.TrimPrefix(rest, "`")
		if !strings.HasPrefix(rest, "--") {
			continue
		}
		if e := strings.IndexAny(rest, ".\n\"'"); e >= 0 {
			rest = rest[:e]
		}
		if !hasAny(rest, " flag", " to be set", " to be enabled") {
			continue
		}
		// The subject, back to the clause's start, is no flag itself.
		subj := t[:i]
		if b := strings.LastIndexAny(subj, ".:;\n{\"'"); b >= 0 {
			subj = subj[b+1:]
		}
		if strings.Contains(subj, "--") {
			continue
		}
		return true
	}
	return false
}

// promptFlagged finds an input refused by a content-moderation check:
// OpenRouter's 403 "<model> requires moderation on <provider>. Your input
// was flagged for \"violence\"" (errors-and-debugging: "403: Your chosen
// model requires moderation and your input was flagged"). As OpenAI's 400
// invalid_prompt ("your prompt was flagged as potentially violating our
// usage policy", serviceCodes), the prompt is what must change, not the
// caller's authority: invalid, though the status is 403.
func promptFlagged(t string) bool {
	return hasAny(t, "your input was flagged", "your prompt was flagged", "input was flagged for", "requires moderation on ") || matches(moderatedInputMatcher, t)
}

// moderatedInputWords: an input refused by the provider's content
// moderation, in its own words (Stability AI's 403 content_moderation
// "Your request was flagged by our content moderation system", Runway's
// failed task "Your image failed our content moderation. Please upload a
// different image." under failureCode SAFETY.INPUT.*; set 670), as
// OpenAI's content_policy_violation and OpenRouter's "requires moderation
// on" above: the same input meets the same check, so the prompt or image
// must change (invalid), whatever status carries it. Output a safety
// checker withheld (Replicate's "NSFW content detected") stays ambiguous.
var moderatedInputWords = []pattern{
	{text: "flagged by our content moderation", kind: invalid, reason: "the provider's content moderation refused the input: change the prompt or image"},
	{text: "flagged by the content moderation", kind: invalid, reason: "the provider's content moderation refused the input: change the prompt or image"},
	{text: "failed our content moderation", kind: invalid, reason: "the provider's content moderation refused the input: change the prompt or image"},
	{text: "rejected by our content moderation", kind: invalid, reason: "the provider's content moderation refused the input: change the prompt or image"},
}

var moderatedInputMatcher = newMatcher(moderatedInputWords)

// mediaContentWords: a media file whose content is not what the call
// declared or needs, found once the service opened it (AssemblyAI's
// "Transcoding failed. File does not appear to contain audio", Amazon
// Transcribe's "The media format provided does not match the detected
// media format", Deepgram's "corrupt or unsupported data"; set 670): every
// retry sends the same bytes, so the file or the declared format must
// change: invalid, whatever status or job state carries it.
var mediaContentWords = []pattern{
	{text: "does not appear to contain audio", kind: invalid, reason: "the file holds no audio: send another file"},
	{text: "does not contain any audio", kind: invalid, reason: "the file holds no audio: send another file"},
	{text: "does not match the detected media format", kind: invalid, reason: "the declared media format is not the file's: fix the format or the file"},
	{text: "corrupt or unsupported data", kind: invalid, reason: "the media file is corrupt or in a format the service cannot read: send another file"},
	// Set 1287: Transcribe's FailureReason for a declared sample rate the
	// file does not have ("The sample rate provided does not match the
	// detected sample rate"), and Google Cloud Vision's per-image status
	// "Bad image data." (code 3, under an HTTP 200 batch): the same bytes
	// fail every time.
	{text: "does not match the detected sample rate", kind: invalid, reason: "the declared sample rate is not the file's: fix the rate or the file"},
	{text: "bad image data", kind: invalid, reason: "the image bytes cannot be decoded: send another image"},
}

// endpointsLack finds a router with no endpoint for a feature the request
// asks for: OpenRouter's 404 "No endpoints found that support tool use"
// (also "... that support image input", "... the provided 'tool_choice'
// value"): provider routing sends a request only to endpoints that support
// every parameter in it. Drop the parameter or name another model, as a
// model that lacks a feature (modelLacks, stated.go): invalid. Endpoints
// excluded by the account's own settings ("No endpoints found matching your
// data policy") are not the request's features and are not matched.
func endpointsLack(t string) bool {
	return hasAny(t, "no endpoints found that support", "no endpoints found that can handle the requested")
}

// chatParamsRefused finds llama.cpp's llama-server refusing the request's
// own parameters while it parses an OpenAI-style body
// (oaicompat_chat_params_parse / oaicompat_completion_params_parse in
// tools/server utils.hpp): each check throws std::runtime_error, which the
// route answers as 500 server_error, yet every one names the call's
// arguments: "Cannot use tools with stream", "Unsupported param:
// tool_choice" (also best_of, suffix), "Cannot use both json_schema and
// grammar", "Cannot use custom grammar constraints with tools.", "Cannot
// have 2 or more assistant messages at the end of the list.", "Only one
// completion choice is allowed", "Only no echo is supported",
// "top_logprobs requires logprobs to be set to true", "response_format
// type must be one of ...". No wait changes the same body: invalid
// (set 1396). The parser's start-option refusal ("tools param requires
// --jinja flag") is startedWithout's, read first.
func chatParamsRefused(t string) bool {
	return hasAny(t, "cannot use tools with stream", "unsupported param: ", "cannot use both json_schema and grammar",
		"cannot use custom grammar constraints with tools", "assistant messages at the end of the list",
		"only one completion choice is allowed", "only no echo is supported", "requires logprobs to be set to true",
		"response_format type must be one of")
}

// noModelLoaded finds a local model server that holds no model to answer
// with: LM Studio's "No models loaded. Please load a model in the developer
// page or use the 'lms load' command." (400 invalid_request_error with
// param "model", or 404 model_not_found in other builds; "... or via `lms
// load`"). The call names a model rightly enough; the server has none in
// memory, and only loading one (lms load, the app, or just-in-time loading)
// changes that: premise, whatever the status or type (set 1396). A server
// still loading its model (llama.cpp's 503 "Loading model") is a wait and is
// not matched.
func noModelLoaded(t string) bool {
	return hasAny(t, "no models loaded", "please load a model in the developer page", "lms load`", "lms load'", "`lms load", "'lms load")
}

const noModelLoadedReason = "the model server has no model loaded: load one (lms load) or use another server"
