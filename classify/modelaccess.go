package classify

// projectLacksModel reports a model_not_found whose message says that the
// caller's project or organization may not use a model that exists
// ("Project `proj_x` does not have access to model `gpt-4.1`", OpenAI's
// project model allowlists; "Your organization does not have access to
// this model"): denied, whatever status carried it (a client's text may
// drop the 403). OpenAI's answer for a misspelt model names both cases at
// once ("The model `x` does not exist or you do not have access to it"),
// and stays a wrong name (invalid).
//
// OpenAI's verification gate is the same refusal ("Your organization must
// be verified to use the model `o3`. Please go to: ... and click on Verify
// Organization."): a model that exists, closed to this organization until a
// person verifies it. It comes under 400, 403 or 404 and under
// model_not_available (set 1361); its "not found" is never in it, so it is
// read before that guard.
//
// Vertex AI's Model Garden says it of a partner model the project has not
// enabled: "Project `p` is not allowed to use Publisher Model
// `projects/.../publishers/anthropic/models/claude-3-sonnet@20240229`"
// under 400 FAILED_PRECONDITION (held-out set 1427): the model exists and
// the project lacks the grant (enabling it in Model Garden is an owner's
// act), so it is denied as the allowlist refusal is, not a precondition of
// the world nor a wrong argument. The subject must be the project,
// organization or account; "not allowed to generate embeddings from this
// model" names an operation of the wrong kind and stays modelWrongKind's.
func projectLacksModel(text string) bool {
	if hasFold(text, "organization must be verified") {
		return true
	}
	if hasAny(text, "not allowed to use publisher model", "not allowed to use model", "not allowed to use the model", "not allowed to use this model",
		"not allowed to access the model", "not allowed to access model", "not allowed to access this model") &&
		hasAny(text, "project", "organization", "organisation", "account") {
		return true
	}
	if hasAny(text, "does not exist", "doesn't exist", "not found") {
		return false
	}
	return hasAny(text, "does not have access to model", "does not have access to the model", "does not have access to this model",
		"do not have access to model", "do not have access to the model", "do not have access to this model",
		"don't have access to the model", "don't have access to this model")
}

// misspeltModel reports OpenAI's model_not_found sentence ("The model `x`
// does not exist or you do not have access to it") as a client renders it
// without the code (openai-node's "NotFoundError: 404 The model ...",
// LangChain's re-raise): the name is wrong, not the caller's rights, as
// the code would say (platform.openai.com/docs/guides/error-codes; set 63).
// Only about a model: for another resource the same sentence cannot tell
// a missing thing from a hidden one.
func misspeltModel(text string) bool {
	return hasFold(text, "model") && hasAny(text, "does not exist or you do not have access", "does not exist or you don't have access")
}

// fineTunedModel reports a model id in OpenAI's fine-tuned form
// ("ft:gpt-4o-mini:org::abc123", platform.openai.com/docs/guides/fine-tuning):
// a name no one types by hand, the output of an earlier fine-tuning job.
// When such a model "does not exist", the belief that the job finished
// and its model is still there is false (deleted, or the job failed), so
// the plan needs another step, not a better spelling (premise). The blind
// sets lean that way (sets 644, 714, 735 and 795; 691 read it as a typo).
func fineTunedModel(text string) bool {
	return hasAny(text, "`ft:", "'ft:", "\"ft:", "model ft:", "model: ft:")
}

// dedicatedOnlyModel reports a hosted model that exists but is served only
// on a dedicated deployment the account has not made (Together's
// model_not_available "Unable to access non-serverless model X. Please
// visit ... to create and start a new dedicated endpoint for the model",
// docs.together.ai dedicated endpoints). The name is right, so no spelling
// fixes the call: an endpoint must be created and started first, or the
// plan must pick a serverless model (premise; blind sets 266, 960 and 1476
// all read it so, overturning set 508's "not offered for this use" for
// this form only). A model that is simply not on the list ("Unable to
// access model X ... view the list of supported models") keeps invalid.
func dedicatedOnlyModel(text string) bool {
	if hasAny(text, "non-serverless model") {
		return true
	}
	return hasAny(text, "dedicated endpoint", "dedicated deployment") &&
		hasAny(text, "create and start", "to create a", "create a new dedicated", "start a new dedicated", "requires a dedicated", "deploy it on a dedicated")
}

// providerLacksModel reports a router's answer that the model exists but no
// provider it may route to serves it: Hugging Face Inference Providers'
// "Model not supported by provider together" (huggingface.js issue 2225)
// and "The requested model 'x' is not supported by any provider you have
// enabled" (vercel/ai PR 7788; the account's provider settings decide). The
// name is right, so no spelling fixes the call: replan onto another model
// or provider (premise, held-out set 1813). A parameter the provider does
// not take ("Parameter 'logprobs' is not supported by provider x") and a
// client library that does not know the provider ("Provider 'x' not
// supported.") keep their readings.
func providerLacksModel(text string) bool {
	if !hasAny(text, "not supported by provider", "not supported by any provider") {
		return false
	}
	// The model must be the subject: a feature refused "for model x" or
	// "for this model" ("Structured outputs are not supported by provider
	// groq for model llama3-8b") is dropped from the call, invalid (the
	// review after set 1813).
	subject := hasFold(text, "model not supported by provider") ||
		(hasFold(text, "is not supported by any provider") && hasAny(text, "requested model", "the model ", "model '"))
	return subject && !hasAny(text, "parameter", "param ", "argument", "option", "for model", "for this model")
}
