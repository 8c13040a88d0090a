package classify

import "strings"

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

// otlpSignalPathTypo finds an OTLP/HTTP request path that misspells its
// signal: the specification fixes /v1/traces, /v1/metrics and /v1/logs
// (opentelemetry.io/docs/specs/otlp, "OTLP/HTTP Request"), and the
// exporters quote the URL they posted to (opentelemetry-go "traces export:
// failed to send to http://h:4318/v1/trace: 404 Not Found", the
// Collector's otlphttp exporter "request to http://h/v1/log responded
// with HTTP Status Code 404"). A singular /v1/trace, /v1/metric or
// /v1/log ending the path is the exporter's own URL path option mistyped,
// not a missing resource: invalid on a 404 (set 1509). The spec's own
// paths and a bare 404 keep their readings.
func otlpSignalPathTypo(t string) bool {
	for _, p := range otlpSingularPaths {
		from := 0
		for {
			i := strings.Index(t[from:], p)
			if i < 0 {
				break
			}
			end := from + i + len(p)
			if end == len(t) || strings.IndexByte(`:" )?,'`, t[end]) >= 0 || t[end] == '\n' {
				return true
			}
			from = end
		}
	}
	return false
}

var otlpSingularPaths = [...]string{"/v1/trace", "/v1/metric", "/v1/log"}
