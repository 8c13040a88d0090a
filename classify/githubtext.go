package classify

import "strings"

// GitHub's REST errors reach rung as its clients render them, and most
// renderings drop the documentation_url that githubError keys on:
//
//   - go-github's ErrorResponse.Error(): "GET https://api.github.com/repos/o/r/git/ref/heads/main:
//     409 Git Repository is empty. []" (method, URL, status, message, the errors list in %+v;
//     RateLimitError and AbuseRateLimitError the same with "[rate reset in ...]");
//   - go-gh's api.HTTPError (the gh CLI): "HTTP 409: Git Repository is empty.
//     (https://api.github.com/repos/o/r/git/refs)";
//   - Octokit's RequestError (@octokit/request toErrorMessage): "Git Repository is empty. -
//     https://docs.github.com/rest/git/refs#get-a-reference", the status kept apart;
//   - the gh CLI's `gh api` on stderr (cli/cli pkg/cmd/api parseErrorResponse):
//     "gh: Git Repository is empty. (HTTP 409)", no URL at all (held-out set 622).
//
// What GitHub meant is the same in all of them: the status and the message
// decide by GitHub's own rules (githubDecide), so a 409 "Git Repository is
// empty." is the repository's state whichever client printed it, not the
// conflict a bare 409 reads as. The URL is the evidence that GitHub
// answered: api.github.com, a GitHub Enterprise "/api/v3/" path, or a
// docs.github.com reference.

// githubText finds one of those renderings in t and decides it.
func githubText(c *ctx, t string) (Result, bool) {
	if status, msg, ok := goGithubText(t); ok {
		return githubDecide(c, status, msg, t)
	}
	if status, msg, ok := goGhText(t); ok {
		return githubDecide(c, status, msg, t)
	}
	if msg, ok := octokitText(t); ok {
		return githubDecide(c, c.status, msg, t)
	}
	if status, msg, ok := ghAPIText(t); ok {
		return githubDecide(c, status, msg, t)
	}
	return Result{}, false
}

// ghAPIText reads `gh api`'s stderr line "gh: message (HTTP NNN)". The
// "gh: " lead and the "(HTTP NNN)" tail together are the gh CLI's own
// rendering of GitHub's JSON message; without a URL they are the only
// evidence that GitHub answered, so both must be there.
func ghAPIText(t string) (int, string, bool) {
	if !strings.Contains(t, "gh: ") {
		return 0, "", false
	}
	// Walk the lines by index: this runs on the hot path, where a split
	// would allocate.
	for rest := t; rest != ""; {
		line := rest
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			line, rest = rest[:k], rest[k+1:]
		} else {
			rest = ""
		}
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "gh: ") || !strings.HasSuffix(line, ")") {
			continue
		}
		k := strings.LastIndex(line, " (HTTP ")
		if k < 0 {
			continue
		}
		tail := line[k+len(" (HTTP ") : len(line)-1]
		n, w := leadingInt(tail)
		if w != 3 || w != len(tail) || n < 400 || n > 599 {
			continue
		}
		msg := strings.TrimSpace(line[len("gh: "):k])
		if msg == "" {
			continue
		}
		return n, msg, true
	}
	return 0, "", false
}

// githubAPIURL returns the index of a GitHub REST URL in t, or -1.
func githubAPIURL(t string) int {
	if i := strings.Index(t, "https://api.github.com/"); i >= 0 {
		return i
	}
	if i := strings.Index(t, "/api/v3/"); i >= 0 {
		// GitHub Enterprise Server: https://HOST/api/v3/...
		if j := strings.LastIndex(t[:i], "https://"); j >= 0 && strings.IndexByte(t[j:i], ' ') < 0 {
			return j
		}
	}
	return goGithubOtherHost(t)
}

// goGithubMethods are the verbs go-github's ErrorResponse.Error() leads
// its URL with.
var goGithubMethods = [...]string{"GET ", "POST ", "PUT ", "PATCH ", "DELETE "}

// goGithubPaths are GitHub REST paths a go-github client's BaseURL is
// joined with.
var goGithubPaths = [...]string{"/repos/", "/orgs/", "/user/", "/users/", "/gists/", "/installation/", "/app/"}

// goGithubOtherHost returns the index of the URL in go-github's own
// rendering when the client's BaseURL is not api.github.com nor a
// "/api/v3/" Enterprise path (a GitHub-compatible proxy, a test double,
// an Enterprise host mounted at its root; held-out set 1210):
// "PUT http://HOST/repos/o/r/contents/x: 409 x does not match <sha> []".
// Without the host as evidence, the whole shape must be go-github's: a
// verb, a URL whose path is a GitHub REST path, and the errors list
// ("[]", "[{Resource:...}]") it prints last with %+v.
func goGithubOtherHost(t string) int {
	if !strings.HasSuffix(strings.TrimSpace(t), "]") {
		return -1
	}
	for _, m := range goGithubMethods {
		i := strings.Index(t, m)
		if i < 0 || (i > 0 && t[i-1] != ' ') {
			continue
		}
		u := i + len(m)
		rest := t[u:]
		var host int
		switch {
		case strings.HasPrefix(rest, "https://"):
			host = len("https://")
		case strings.HasPrefix(rest, "http://"):
			host = len("http://")
		default:
			continue
		}
		end := strings.IndexAny(rest, " \"\n")
		if end < 0 {
			continue
		}
		slash := strings.IndexByte(rest[host:end], '/')
		if slash < 0 {
			continue
		}
		path := rest[host+slash : end]
		for _, p := range goGithubPaths {
			if strings.HasPrefix(path, p) {
				return u
			}
		}
	}
	return -1
}

// goGithubText reads "METHOD URL: NNN message [errors]".
func goGithubText(t string) (int, string, bool) {
	i := githubAPIURL(t)
	if i < 0 {
		return 0, "", false
	}
	rest := t[i:]
	end := strings.IndexAny(rest, " \"\n")
	if end < 0 {
		return 0, "", false
	}
	// The URL ends in ": " and a status, as go-github prints it; a quoted
	// URL (net/http's `Get "https://...": dial tcp ...`) is a transport
	// failure, not GitHub's answer.
	if rest[end] != ' ' || end == 0 || rest[end-1] != ':' {
		return 0, "", false
	}
	after := rest[end+1:]
	n, w := leadingInt(after)
	if w != 3 || n < 400 || n > 599 || len(after) < 4 || after[3] != ' ' {
		return 0, "", false
	}
	msg := after[4:]
	if k := strings.IndexByte(msg, '\n'); k >= 0 {
		msg = msg[:k]
	}
	// The errors list (and a rate limit's "[rate reset in 5m0s]") follows
	// the message in brackets; it stays in the text the rules read.
	if k := strings.LastIndex(msg, " ["); k >= 0 && strings.HasSuffix(msg, "]") {
		msg = msg[:k]
	}
	return n, strings.TrimSpace(msg), true
}

// goGhText reads "HTTP NNN: message (URL)".
func goGhText(t string) (int, string, bool) {
	i := strings.Index(t, "HTTP ")
	for i >= 0 {
		after := t[i+len("HTTP "):]
		n, w := leadingInt(after)
		if w == 3 && n >= 400 && n <= 599 && len(after) > 5 && after[3] == ':' && after[4] == ' ' {
			msg := after[5:]
			if k := strings.IndexByte(msg, '\n'); k >= 0 {
				msg = msg[:k]
			}
			k := strings.LastIndex(msg, " (")
			if k < 0 || githubAPIURL(msg[k:]) != 2 {
				return 0, "", false
			}
			return n, strings.TrimSpace(msg[:k]), true
		}
		j := strings.Index(after, "HTTP ")
		if j < 0 {
			break
		}
		i += len("HTTP ") + j
	}
	return 0, "", false
}

// octokitText reads "message - https://docs.github.com/...".
func octokitText(t string) (string, bool) {
	i := strings.Index(t, " - https://docs.github.com/")
	if i < 0 {
		return "", false
	}
	msg := t[:i]
	if k := strings.LastIndexByte(msg, '\n'); k >= 0 {
		msg = msg[k+1:]
	}
	// "HttpError: message", "RequestError [HttpError]: message".
	if k := strings.LastIndex(msg, "Error: "); k >= 0 {
		msg = msg[k+len("Error: "):]
	}
	return strings.TrimSpace(msg), msg != ""
}
