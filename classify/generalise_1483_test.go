package classify

import "testing"

// First run at 3fd79c96: 23/34 overall, 8/19 tricky.
// Tolerated: i1483-notion-enotfound: premise vs transient (ruling, set 1416): Node's getaddrinfo ENOTFOUND is EAI_NONAME, a name that does not resolve, read premise with Go's "no such host"; the label read the vendor's fixed API host failing to resolve offline.
// Tolerated: i1483-notion-enotfound-go: premise vs transient (ruling, set 1416): as i1483-notion-enotfound, in the go-sdk's words.
// Tolerated: i1483-firecrawl-crawl-status-enotfound: premise vs transient (ruling, set 1416): ENOTFOUND for api.firecrawl.dev, as above.
// Tolerated: i1483-tavily-search-enotfound: premise vs transient (ruling, set 1416): ENOTFOUND for api.tavily.com, as above.
// Tolerated: i1483-tavily-map-enotfound-go: premise vs transient (ruling, set 1416): as above.
// Tolerated: i1483-sentry-config-error-hostname: premise vs transient (ruling, set 1416): Sentry's "Hostname not found. Verify the URL is correct." is its rendering of ENOTFOUND, and its own advice (check the URL) agrees with the name-does-not-resolve ruling.
// Tolerated: i1483-sentry-config-error-regions: premise vs transient (ruling, set 1416): as above.
// Tolerated: i1483-k8s-get-missing-resource-type: transient vs invalid (ruling, sets 60 and 69): a tool's own null dereference ("Cannot read properties of undefined") is read as the tool's defect, not the call's; the label read the missing resourceType that triggered it, which the text does not name.
func TestIndependentCases1483(t *testing.T) {
	runIndependent(t, "testdata/independent1483.jsonl", true,
		"i1483-notion-enotfound", "i1483-notion-enotfound-go", "i1483-firecrawl-crawl-status-enotfound",
		"i1483-tavily-search-enotfound", "i1483-tavily-map-enotfound-go",
		"i1483-sentry-config-error-hostname", "i1483-sentry-config-error-regions",
		"i1483-k8s-get-missing-resource-type")
}

// TestGeneralise1483MethodNotFound: a server that dispatches tools/call
// onto its own method table words an absent tool as the method it looked
// up (the Notion server's OpenAPI proxy, openapi-mcp-server: "Method
// API-nope not found", under -32603 or in the go-sdk's `calling
// "tools/call": ...`): a wrong name, invalid, as "Tool x not found". Only
// at the message's head, so a payment method or an HTTP method that is
// missing keeps its reading. Captured live, @notionhq/notion-mcp-server.
func TestGeneralise1483MethodNotFound(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts -32603", "mcp", 0, "-32603", "MCP error -32603: Method API-create-a-comment-v2 not found", invalid},
		{"go-sdk", "mcp", 0, "", `calling "tools/call": Method API-gone not found`, invalid},
		{"isError text", "mcp", 0, "isError", "Error: Method API-query-data-source not found", invalid},
		{"quoted name", "mcp", 0, "-32603", "MCP error -32603: Method 'API-nope' does not exist", invalid},
		{"near miss: payment method", "mcp", 0, "isError", "Payment method pm_1Q2w3E not found", premise},
		{"near miss: method named inside", "mcp", 0, "isError", "Failed to charge: method pm_1Q2w3E not found on customer cus_9", premise},
	})
}

// TestGeneralise1483KubectlFallbackInTool: a tool that runs kubectl and
// passes its stderr on (mcp-server-kubernetes under -32603) with kubectl's
// fallback to localhost:8080 when no kubeconfig exists: premise, as goWords
// reads kubectl's own text (sets 38 and 888), ahead of the "timeout" in
// the discovery URL's "?timeout=32s" and the repeated "connection
// refused". A configured API server that refuses stays a wait. Captured
// live, mcp-server-kubernetes 4.1.7 with no kubeconfig.
func TestGeneralise1483KubectlFallbackInTool(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"discovery lines", "mcp", 0, "-32603", "MCP error -32603: Failed to execute kubectl get command: Command failed: kubectl get pods -n default -o json\nE1206 15:37:45.878091   30044 memcache.go:265] \"Unhandled Error\" err=\"couldn't get current server API group list: Get \\\"http://localhost:8080/api?timeout=32s\\\": dial tcp 127.0.0.1:8080: connect: connection refused\"", premise},
		{"summary line only", "mcp", 0, "isError", "Failed to describe resource: Command failed: kubectl describe deployment web\nThe connection to the server localhost:8080 was refused - did you specify the right host or port?", premise},
		{"helm version probe", "mcp", 0, "isError", "Error: Kubernetes cluster unreachable: Get \"http://localhost:8080/version\": dial tcp 127.0.0.1:8080: connect: connection refused", premise},
		{"near miss: configured cluster refuses", "mcp", 0, "-32603", "MCP error -32603: Failed to get resource: Command failed: kubectl get pods\nE1206 memcache.go:265] couldn't get current server API group list: Get \"https://10.0.0.1:6443/api?timeout=32s\": dial tcp 10.0.0.1:6443: connect: connection refused", transient},
		{"near miss: another service on 8080", "mcp", 0, "isError", "fetch http://localhost:8080/health: connect ECONNREFUSED 127.0.0.1:8080", transient},
	})
}
