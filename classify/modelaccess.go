package classify

// projectLacksModel reports a model_not_found whose message says that the
// caller's project or organization may not use a model that exists
// ("Project `proj_x` does not have access to model `gpt-4.1`", OpenAI's
// project model allowlists; "Your organization does not have access to
// this model"): denied, whatever status carried it (a client's text may
// drop the 403). OpenAI's answer for a misspelt model names both cases at
// once ("The model `x` does not exist or you do not have access to it"),
// and stays a wrong name (invalid).
func projectLacksModel(text string) bool {
	if hasAny(text, "does not exist", "doesn't exist", "not found") {
		return false
	}
	return hasAny(text, "does not have access to model", "does not have access to the model", "does not have access to this model",
		"do not have access to model", "do not have access to the model", "do not have access to this model",
		"don't have access to the model", "don't have access to this model")
}
