package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1158-k8s-410-continue-expired: premise vs invalid (docs/taxonomy.md Kubernetes row: "`Gone`, `Expired` premise"): the Kubernetes docs tell the client to start a new list without the continue token (same goal, new arguments, as the AWS row's expired pagination token), while the ruling reads Expired as a lapsed server-issued handle; both hold.
// Tolerated: i1158-k8s-422-nodeport-allocated: premise vs invalid (docs/taxonomy.md: Docker "port is already allocated" premise): the port is held by another object (a fact about the world), while the agent's cure is another nodePort argument; both hold.
// Tolerated: i1158-kubectl-exec-no-bash: premise vs invalid (docs/taxonomy.md: exec's "executable file not found" is invalid only for a whole command line as the program's name): a single program absent from the image is a fact about the image (premise), while the agent's cure is another argument (sh); both hold.
// Tolerated: i1158-kubectl-logs-choose-container: ambiguous vs invalid (docs/taxonomy.md Kubernetes row: "a container name must be specified ... choose one of" ambiguous, sets 424 and 445): several to choose from is ambiguous by the ruling, a missing -c argument is invalid by kubectl's docs; both hold.
// Tolerated: i1158-kubelet-starterror: premise vs invalid (the ruling on exec's "no such file or directory" for a single program path, docs/taxonomy.md Go/ENOENT rows): the path is absent from the image (premise) or the command argument is wrong (invalid); both hold.
// Tolerated: i1158-docker-gpu-driver: transient vs premise: a one-off with no class (Docker's "could not select device driver ... with capabilities: [[gpu]]" means the host has no GPU runtime); not fixed by principle in the time.
// First run at beabd4a8: 25/32 overall, 12/18 tricky.
func TestIndependentCases1158(t *testing.T) {
	runIndependent(t, "testdata/independent1158.jsonl", true,
		"i1158-k8s-410-continue-expired",
		"i1158-k8s-422-nodeport-allocated",
		"i1158-kubectl-exec-no-bash",
		"i1158-kubectl-logs-choose-container",
		"i1158-kubelet-starterror",
		"i1158-docker-gpu-driver")
}

// TestGeneralise1158: an image that cannot be pulled, in the words of the
// software that tried, including the kubelet's back-off on it.
func TestGeneralise1158(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "kubelet BackOff event", msg: `Back-off pulling image "nginx:1.99"`, want: rung.KindPremise},
		{name: "kubelet BackOff event registry", msg: `Back-off pulling image "registry.example.com/team/api:v1.4.2"`, want: rung.KindPremise},
		{name: "kubectl logs waiting ImagePullBackOff", code: "BadRequest", msg: `Error from server (BadRequest): container "app" in pod "web-0" is waiting to start: trying and failing to pull image`, want: rung.KindPremise},
		{name: "kubectl get events line", msg: `Warning   BackOff   pod/web-0   Back-off pulling image "nginx:1.99"`, want: rung.KindPremise},
		{name: "Argo CD health message", msg: `Back-off pulling image "quay.io/acme/api:latest"`, want: rung.KindPremise},
		{name: "OpenShift event ImagePullBackOff", msg: `Back-off pulling image "image-registry.openshift-image-registry.svc:5000/demo/app:latest"`, want: rung.KindPremise},
		// near misses: other back-offs keep their kinds
		{name: "near miss kubelet CrashLoopBackOff", msg: `back-off 5m0s restarting failed container=api pod=api-7c9d_default(1a2b)`, want: rung.KindPremise},
		{name: "near miss kubectl logs ContainerCreating", code: "BadRequest", msg: `Error from server (BadRequest): container "app" in pod "web-0" is waiting to start: ContainerCreating`, want: rung.KindTransient},
		{name: "near miss Docker Hub pull rate limit", protocol: "http", status: 429, code: "toomanyrequests", msg: `Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit`, want: rung.KindTransient},
	})
}
