package classify

import "testing"

// First run at 37db16df: 21/30 overall, 10/18 tricky.
func TestIndependentCases888(t *testing.T) {
	runIndependent(t, "testdata/independent888.jsonl", false)
}

// A Kubernetes client with no kubeconfig: client-go falls back to
// localhost:8080 (or, without the fallback, reports ErrEmptyConfig). No
// cluster is configured and no wait brings one: premise. A configured
// cluster that refuses, and another service on localhost:8080, stay
// transient.
func TestGeneralise888(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "kubectl discovery (memcache.go)", msg: `E0504 10:00:00.000000   12345 memcache.go:265] couldn't get current server API group list: Get "http://localhost:8080/api?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused`, want: premise},
		{name: "kubectl apply OpenAPI validation", msg: `error: error validating "deploy.yaml": error validating data: failed to download openapi: Get "http://localhost:8080/openapi/v2?timeout=32s": dial tcp [::1]:8080: connect: connection refused; if you choose to ignore these errors, turn validation off with --validate=false`, want: premise},
		{name: "kubectl version", msg: `The connection to the server localhost:8080 was refused - did you specify the right host or port?`, want: premise},
		{name: "Pulumi kubernetes provider", msg: `configured Kubernetes cluster is unreachable: unable to load schema information from the API server: Get "http://localhost:8080/openapi/v2?timeout=32s": dial tcp 127.0.0.1:8080: connect: connection refused`, want: premise},
		{name: "Terraform helm provider", msg: `Error: Kubernetes cluster unreachable: invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable`, want: premise},
		{name: "controller-runtime GetConfig", msg: `unable to get kubeconfig: invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable`, want: premise},
		{name: "Helm list", msg: `Error: Kubernetes cluster unreachable: Get "http://localhost:8080/version?timeout=32s": dial tcp [::1]:8080: connect: connection refused`, want: premise},
		// Near misses: a configured cluster that refuses, another service
		// on localhost:8080.
		{name: "near miss: Helm, configured cluster refuses", msg: `Error: Kubernetes cluster unreachable: Get "https://10.0.0.1:6443/version": dial tcp 10.0.0.1:6443: connect: connection refused`, want: transient},
		{name: "near miss: kubectl, configured server refuses", msg: `The connection to the server 10.0.0.1:6443 was refused - did you specify the right host or port?`, want: transient},
		{name: "near miss: Go client, local dev server on 8080", msg: `Get "http://localhost:8080/healthz": dial tcp 127.0.0.1:8080: connect: connection refused`, want: transient},
	})
}
