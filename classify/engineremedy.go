package classify

// engineRemedyWords: a model server that will not start, or will not take
// the request, because the context or batch it was configured for does not
// fit its memory, and whose message names the launch argument to change
// (vLLM's "The model's max seq len (32768) is larger than the maximum
// number of tokens that can be stored in KV cache (14496). Try increasing
// `gpu_memory_utilization` or decreasing `max_model_len` when initializing
// the engine.", set 596; TGI's "You need to decrease
// `--max-batch-prefill-tokens`", SGLang's). The hardware is what it is; the same
// launch with the named argument changed works: repair. A server that says
// only that the model needs more memory than the host has (Ollama's "model
// requires more system memory") names no argument and stays premise.
var engineRemedyWords = []pattern{
	{text: "when initializing the engine", kind: invalid, reason: engineRemedyReason},
	{text: "you need to decrease `--max", kind: invalid, reason: engineRemedyReason},
	// SGLang's "Not enough memory. Please try to increase
	// --mem-fraction-static.": the launch flag named the same way.
	{text: "try to increase --mem-fraction-static", kind: invalid, reason: engineRemedyReason},
}

const engineRemedyReason = "the engine's configured context or batch does not fit its memory, and the message names the launch argument to change: repair the launch"
