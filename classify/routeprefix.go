package classify

// doubledRoutePrefix finds a request path that repeats its API prefix
// segment, "/v1/v1/messages", "/api/api/orders": the client appends the
// prefix to a base URL that already ends in it (anthropic-sdk-go and
// openai-go take the root, OPENAI_BASE_URL the root with /v1; set 61's
// base URL ending in /v1). Read on a 404, the route is what is wrong, not
// a resource missing: invalid, whatever the body (a bare "Not Found",
// FastAPI's {"detail":"Not Found"}, Spring's "path"). Only a version
// (v1, v2, v1beta, v1alpha1) or "api" counts: a repeated name
// ("/repos/acme/acme/") is data.
func doubledRoutePrefix(t string) bool {
	for i := 0; i+1 < len(t); i++ {
		if t[i] != '/' {
			continue
		}
		j := i + 1
		for j < len(t) && t[j] != '/' {
			j++
		}
		seg := t[i+1 : j]
		if j == len(t) || !routePrefixSegment(seg) {
			i = j - 1
			continue
		}
		rest := t[j+1:]
		if len(rest) > len(seg) && rest[:len(seg)] == seg && rest[len(seg)] == '/' {
			return true
		}
		i = j - 1
	}
	return false
}

// routePrefixSegment reports a path segment that is an API's version or
// its "api" prefix.
func routePrefixSegment(s string) bool {
	if s == "api" {
		return true
	}
	if len(s) < 2 || s[0] != 'v' || s[1] < '0' || s[1] > '9' {
		return false
	}
	for k := 2; k < len(s); k++ {
		if c := s[k]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'z') {
			return false
		}
	}
	return true
}
