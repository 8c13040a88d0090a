package classify

import "strings"

// dependencyStatus returns the HTTP status of the action a 424 depended on,
// when the text quotes one: RFC 4918 11.4 defines 424 Failed Dependency as
// "the requested action depended on another action and that action
// failed", so the 424 itself says only where the failure is, and the other
// action's status says what it proves. OpenAI answers a remote MCP server
// or connector it could not use with 424 and that server's status ("Error
// retrieving tool list from MCP server: 'x'. Http status code: 401
// (Unauthorized)"). A 424 that quotes nothing else (or only 424s, as a
// WebDAV multistatus's dependent members) keeps its own reading.
func dependencyStatus(text string) int {
	for k := 0; k < 8 && text != ""; k++ {
		n := embeddedStatus(text)
		if n != 424 {
			return n
		}
		i := strings.Index(text, "424")
		if i < 0 {
			return 0
		}
		text = text[i+3:]
	}
	return 0
}

// failedDependency reads a 424 by the status of the action it depended on.
//
// Without a status, a dependency that refused the service's identity reads
// denied (set 371): Bedrock Agents' 424 DependencyFailedException "Access
// denied while invoking Lambda function ...", a connector's "not
// authorized to invoke". The role the service acts with lacks the right;
// no wait or new argument gives it.
func failedDependency(c *ctx) (Result, bool) {
	n := dependencyStatus(c.text)
	if n == 0 {
		if hasAny(c.text, "access denied", "accessdenied", "not authorized to", "permission denied") {
			return verdict(denied, "http 424 from a dependency that refused the service's identity: the role lacks the right")
		}
		// A dependency that failed for a passing reason while serving this
		// request: TGI's 424 "Request failed during generation: Server
		// error: CUDA out of memory" (the shard's batch filled its memory),
		// a backend that timed out or was overloaded. The dependency is
		// there and the call is right; a later try can pass (set 852).
		// Tolgee's 424 llm_rate_limited (LlmRateLimitedException, a
		// FailedDependencyException: the LLM provider behind its AI
		// translator rate-limited it, and it waits until retryAt; set
		// 1743) is the same passing reason.
		if hasAny(c.text, "out of memory", "timed out", "overloaded", "rate_limited", "rate limited", "rate limit exceeded") && !hasAny(c.text, "error loading model", "requires more system memory") {
			return verdict(transient, "http 424 from a dependency that failed for a passing reason (out of memory, timed out, overloaded)")
		}
		return Result{}, false
	}
	return statusQuoted(c, n, "http 424 from a dependency that answered "+itoa(n)+": ")
}
