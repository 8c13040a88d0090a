package classify

import "testing"

// Tolerated: i1769-stale-resourceversion: transient vs premise (ruling): the Kubernetes ruling reads "the object has been modified" transient (docs/taxonomy.md, codes.go k8sStatus Conflict); the set reads it as the stale-copy ruling does for other services (re-read, then redo).
// Tolerated: i1769-immutable-selector: invalid vs premise (ruling): set 1234's row keeps a field immutable for every object of the kind (a Deployment's selector, set 615) invalid.
// First run at 68c9d105: 31/36 overall, 16/20 tricky.
func TestIndependentCases1769(t *testing.T) {
	runIndependent(t, "testdata/independent1769.jsonl", true, "i1769-stale-resourceversion", "i1769-immutable-selector")
}

// TestGeneralise1769EtcdLeaderChange: etcd's own words for an election
// under way mid-request (ErrLeaderChanged "etcdserver: leader changed",
// ErrTimeoutDueToLeaderFail "... possibly due to previous leader failure"),
// bare, through kubectl's "Error from server: " with no reason, or through
// the API server's InternalError: transient (brokerwords.go noLeaderWords;
// etcd server/etcdserver/errors). Near misses: a leader that is named not
// found for another thing, and etcd's "permission denied" keep their kinds.
func TestGeneralise1769EtcdLeaderChange(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl bare", "exec", 1, "1", "Error from server: etcdserver: leader changed\nexit status 1", transient},
		{"etcdctl", "", 0, "", "{\"level\":\"warn\",\"msg\":\"retrying of unary invoker failed\",\"error\":\"rpc error: code = Unavailable desc = etcdserver: leader changed\"}\nError: etcdserver: leader changed", transient},
		{"go client", "go", 0, "", "etcdserver: leader changed", transient},
		{"kubectl prev leader", "exec", 1, "1", "Error from server: etcdserver: request timed out, possibly due to previous leader failure\nexit status 1", transient},
		{"near: etcd auth", "exec", 1, "1", "Error: etcdserver: permission denied\nexit status 1", denied},
		{"near: kubectl notfound", "exec", 1, "1", "Error from server (NotFound): leases.coordination.k8s.io \"leader\" not found\nexit status 1", premise},
	})
}

// TestGeneralise1769ClientGoEmptyReason: client-go's generic server
// response with an empty quoted reason ("an error on the server (\"\") has
// prevented the request from succeeding"), an error status whose body was
// empty, reads as the "unknown" reason does: nothing names a cause
// (k8stext.go clientGoNoReason; apimachinery NewGenericServerResponse).
// Near misses: a quoted reason that names one keeps its reading.
func TestGeneralise1769ClientGoEmptyReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl get", "exec", 1, "1", "Error from server (InternalError): an error on the server (\"\") has prevented the request from succeeding (get deployments.apps web)\nexit status 1", unk},
		{"client-go bare", "go", 0, "", "an error on the server (\"\") has prevented the request from succeeding (post pods)", unk},
		{"http 500", "http", 500, "InternalError", "an error on the server (\"\") has prevented the request from succeeding", unk},
		{"near: unknown kept", "exec", 1, "1", "Error from server (InternalError): an error on the server (\"unknown\") has prevented the request from succeeding (get pods)\nexit status 1", unk},
		{"near: named reason", "exec", 1, "1", "Error from server (InternalError): an error on the server (\"etcdserver: request timed out\") has prevented the request from succeeding (get pods)\nexit status 1", transient},
	})
}

// TestGeneralise1769JSONPathEmpty: kubectl's jsonpath printer indexing an
// empty list ("error executing jsonpath ... array index out of bounds:
// index 0, length 0"): the get worked and matched nothing, ambiguous
// (k8stext.go kubectlJSONPathEmpty; client-go util/jsonpath). Near misses:
// an index past a list that has items is not read (the template's own; it stays unknown),
// Caddy's config path "array index out of bounds" stays premise.
func TestGeneralise1769JSONPathEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"items 0", "exec", 1, "1", "error: error executing jsonpath \"{.items[0].metadata.name}\": Error executing template: array index out of bounds: index 0, length 0. Printing more information for debugging the template:\n\ttemplate was:\n\t\t{.items[0].metadata.name}\n\nexit status 1", ambiguous},
		{"status ip", "exec", 1, "1", "error: error executing jsonpath \"{.status.loadBalancer.ingress[0].ip}\": Error executing template: array index out of bounds: index 0, length 0. Printing more information for debugging the template:\n\ttemplate was:\n\t\t{.status.loadBalancer.ingress[0].ip}\n\nexit status 1", ambiguous},
		{"no exit", "", 0, "", "error executing jsonpath \"{.items[0].spec.nodeName}\": Error executing template: array index out of bounds: index 0, length 0. Printing more information for debugging the template:", ambiguous},
		{"near: index past items", "exec", 1, "1", "error: error executing jsonpath \"{.items[2].metadata.name}\": Error executing template: array index out of bounds: index 2, length 2. Printing more information for debugging the template:\n\nexit status 1", unk},
		{"near: caddy", "http", 400, "", "{\"error\":\"[/config/apps/http/servers/srv0/routes/5] array index out of bounds: 5\"}", premise},
	})
}
