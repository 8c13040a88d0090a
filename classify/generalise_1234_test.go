package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 02d8c27a: 22/31 overall, 11/18 tricky.
// Tolerated: i1234-cm-immutable-set: invalid vs premise (TestGeneraliseK8sFieldForbidden reads "field is immutable when `immutable` is set" invalid, as blind set 615 labels it): the object was frozen by its own create, so no repaired update succeeds and it must be deleted and recreated; a fix here broke set 615's line, so it was taken back.
// Tolerated: i1234-kubectl-replace-stale: transient vs premise ("the object has been modified ... is transient, in the Status body, kubectl's and client-go's text", the Kubernetes ruling): kubectl replace re-sends the file's own resourceVersion when it carries one, so the same command cannot succeed; but the text does not show whether the file carried one (without it kubectl fetches the live version), so the ruling stands.
// Tolerated: i1234-podsecurity-privileged-baseline: invalid vs denied ("`Forbidden` for \"violates PodSecurity\" ... invalid (fix the spec)"): a node-debug pod needs the host namespaces and privilege the namespace withholds; dropping them defeats the goal, a boundary, but the ruling reads every PodSecurity refusal as the spec's.
// Tolerated: i1234-nodeport-taken: premise vs invalid ("a key, port or address another object holds (\"is already allocated\") premise", set 31): an explicit nodePort is the step's own free argument, as the S3 bucket-name ruling reads a taken name invalid; one line against a written ruling.
// Tolerated: i1234-kubelet-proxy-forbidden: denied vs premise ("an authorizer's refusal in its (user=..., verb=..., resource=...) tuple ... denied", set 405): the identity refused is the API server's own kubelet client (user=kube-apiserver), a cluster setup gap no grant to the agent fixes; the ruling reads the tuple as a missing binding whoever it names.
func TestIndependentCases1234(t *testing.T) {
	runIndependent(t, "testdata/independent1234.jsonl", true, "i1234-cm-immutable-set", "i1234-kubectl-replace-stale", "i1234-podsecurity-privileged-baseline", "i1234-nodeport-taken", "i1234-kubelet-proxy-forbidden")
}

// TestGeneralise1234K8sServerState holds the set 1234 fixes: Kubernetes
// refusals whose cause is the cluster's own state, not the call or the
// caller, with near misses that keep their readings.
func TestGeneralise1234K8sServerState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A name the server drew from generateName collided: a new draw.
		{name: "generateName client-go", protocol: "http", status: 409, code: "AlreadyExists", msg: `jobs.batch "build-x7k2p" already exists, the server was not able to generate a unique name for the object`, want: rung.KindTransient},
		{name: "generateName kubectl", protocol: "exec", msg: `Error from server (AlreadyExists): error when creating "wf.yaml": workflows.argoproj.io "fail-pipeline-9x2" already exists, the server was not able to generate a unique name for the object`, want: rung.KindTransient},
		{name: "generateName bare", msg: `pods "runner-abcde" already exists, the server was not able to generate a unique name for the object`, want: rung.KindTransient},
		{name: "named create exists", protocol: "exec", msg: `Error from server (AlreadyExists): error when creating "s.yaml": secrets "db-creds" already exists`, want: rung.KindConflict},
		// A write guarded by a resourceVersion that moved on.
		{name: "rv precondition client-go", protocol: "http", status: 409, code: "Conflict", msg: `Operation cannot be fulfilled on configmaps "leader": StorageError: invalid object, Code: 4, Key: /registry/configmaps/kube-system/leader, ResourceVersion: 0, AdditionalErrorMsg: Precondition failed: ResourceVersion in precondition: 100, ResourceVersion in object meta: 120`, want: rung.KindPremise},
		{name: "rv precondition kubectl", protocol: "exec", msg: `Error from server (Conflict): Operation cannot be fulfilled on pods "web-0": Precondition failed: ResourceVersion in precondition: 77, ResourceVersion in object meta: 81`, want: rung.KindPremise},
		{name: "uid precondition", protocol: "http", status: 409, code: "Conflict", msg: `Operation cannot be fulfilled on pods "web-0": StorageError: invalid object, Code: 4, Key: /registry/pods/default/web-0, ResourceVersion: 0, AdditionalErrorMsg: Precondition failed: UID in precondition: 1111, UID in object meta: 2222`, want: rung.KindPremise},
		{name: "modified stays transient", protocol: "http", status: 409, code: "Conflict", msg: `Operation cannot be fulfilled on deployments.apps "api": the object has been modified; please apply your changes to the latest version and try again`, want: rung.KindTransient},
		// Quota usage not yet computed.
		{name: "quota status unknown client-go", protocol: "http", status: 403, code: "Forbidden", msg: `pods "etl-6fz2q" is forbidden: status unknown for quota: compute, resources: requests.cpu`, want: rung.KindTransient},
		{name: "quota status unknown kubectl", protocol: "exec", msg: `Error from server (Forbidden): error when creating "sa.yaml": secrets "tok" is forbidden: status unknown for quota: object-counts`, want: rung.KindTransient},
		{name: "quota exceeded stays premise", protocol: "exec", msg: `Error from server (Forbidden): pods "etl" is forbidden: exceeded quota: compute, requested: requests.cpu=2, used: requests.cpu=7, limited: requests.cpu=8`, want: rung.KindPremise},
		{name: "quota must specify stays invalid", protocol: "exec", msg: `Error from server (Forbidden): pods "etl" is forbidden: failed quota: compute: must specify limits.cpu for: etl`, want: rung.KindInvalid},
		// Stored state the update must wait on.
		{name: "storedVersions kubectl", protocol: "exec", msg: `The CustomResourceDefinition "certificaterequests.cert-manager.io" is invalid: status.storedVersions[0]: Invalid value: "v1alpha2": must appear in spec.versions`, want: rung.KindPremise},
		{name: "storedVersions second", protocol: "http", status: 422, code: "Invalid", msg: `CustomResourceDefinition.apiextensions.k8s.io "functionrevisions.pkg.crossplane.io" is invalid: status.storedVersions[1]: Invalid value: "v1": must appear in spec.versions`, want: rung.KindPremise},
		{name: "selector immutable stays invalid", protocol: "exec", msg: `The Deployment "api" is invalid: spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"app":"api"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable`, want: rung.KindInvalid},
		{name: "crd versions invalid stays invalid", protocol: "exec", msg: `The CustomResourceDefinition "widgets.example.com" is invalid: spec.versions: Invalid value: []apiextensions.CustomResourceDefinitionVersion{}: must have exactly one version marked as storage version`, want: rung.KindInvalid},
	})
}
