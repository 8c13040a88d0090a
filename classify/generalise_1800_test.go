package classify

import "testing"

// First run at 6a913a37: 31/36 overall, 13/18 tricky.
// Tolerated: i1800-ssa-two-field-conflicts: premise vs invalid (ruling): server-side apply's "Apply failed with N conflicts" is premise by the Kubernetes row of taxonomy.md (set 470); the set read the SSA docs' two resolutions (force, or drop the fields from the applied config) as a repair of the call.
// Tolerated: i1800-helm-resource-exists-unowned: conflict vs premise (ruling): Helm's "exists and cannot be imported into the current release" with missing ownership keys is conflict by the set 1394 ruling; the set read it as the cluster not being in the state the install assumed (the step cannot be skipped, the release is not installed).
// Tolerated: i1800-helm-wait-timed-out: transient vs unknown (ruling): "timed out waiting for the condition" (apimachinery wait.ErrWaitTimeout) is transient in every earlier set (5 of 5, relayedlower.go); the set read Helm's --wait timeout as carrying no cause.
func TestIndependentCases1800(t *testing.T) {
	runIndependent(t, "testdata/independent1800.jsonl", true,
		"i1800-ssa-two-field-conflicts", "i1800-helm-resource-exists-unowned", "i1800-helm-wait-timed-out")
}

// TestGeneralise1800ValidatingAdmissionPolicy: a ValidatingAdmissionPolicy's
// own refusal ("ValidatingAdmissionPolicy 'p' with binding 'b' denied request:
// ...") under Forbidden, as the API server answers when the validation names
// no reason, in the Status body and in kubectl's and client-go's text:
// invalid, the object breaks the policy's expression. Near misses: a binding
// that cannot be configured ("failed to configure binding: no params found")
// is not taken as the object's fault (it keeps the Forbidden reading, as set
// 956 tolerates); an RBAC refusal stays denied; a policy that sends the caller
// to an administrator is denied (TestGeneralise1800AdminOnlyAdmission).
// Source: kubernetes.io/docs/reference/access-authn-authz/validating-admission-policy/.
func TestGeneralise1800ValidatingAdmissionPolicy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vap forbidden body", "http", 403, "Forbidden", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"deployments.apps \"web\" is forbidden: ValidatingAdmissionPolicy 'replica-cap' with binding 'replica-cap-prod' denied request: failed expression: object.spec.replicas <= 3","reason":"Forbidden","details":{"name":"web","group":"apps","kind":"deployments"},"code":403}`, invalid},
		{"vap kubectl create", "", 0, "", "error: failed to create deployment: deployments.apps \"web\" is forbidden: ValidatingAdmissionPolicy 'deployment-replica-limit' with binding 'deployment-replica-limit-binding' denied request: Deployment replicas (30) exceeds the limit of 20.", invalid},
		{"vap kubectl apply", "", 0, "", "Error from server (Forbidden): error when creating \"test-deploy.yaml\": deployments.apps \"web-app\" is forbidden: ValidatingAdmissionPolicy 'max-replicas-policy' with binding 'max-replicas-policy-binding' denied request: Replicas count (5) exceeds the limit of 3", invalid},
		{"vap bare 403", "http", 403, "", "pods \"api-0\" is forbidden: ValidatingAdmissionPolicy 'require-run-as-nonroot' with binding 'require-run-as-nonroot-binding' denied request: Container/initContainer must run as non-root: set runAsNonRoot=true at pod or container level.", invalid},
		{"near: binding params missing", "http", 403, "Forbidden", "Error from server (Forbidden): error when creating \"deploy.yaml\": deployments.apps \"api\" is forbidden: ValidatingAdmissionPolicy 'replicalimit-policy.example.com' with binding 'replicalimit-binding-test.example.com' denied request: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction", denied},
		{"near: rbac", "http", 403, "Forbidden", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"validatingadmissionpolicies.admissionregistration.k8s.io is forbidden: User \"dev\" cannot create resource \"validatingadmissionpolicies\" in API group \"admissionregistration.k8s.io\" at the cluster scope","reason":"Forbidden","details":{"group":"admissionregistration.k8s.io","kind":"validatingadmissionpolicies"},"code":403}`, denied},
	})
}

// TestGeneralise1800AdminOnlyAdmission: an admission policy (a
// ValidatingAdmissionPolicy or a validating webhook) whose refusal says the
// object is kept for an administrator to change (HyperShift's 'config'
// policy: "This resource cannot be created, updated, or deleted. Please ask
// your administrator to modify the resource in the HostedCluster object"),
// whether the server answers Invalid or Forbidden: denied, no spec passes.
// Near misses: the same policies refusing a value (invalid); Entra's quota
// "Please ask your administrator to increase the quota limit" (premise).
// Source: HyperShift docs (hosted cluster configuration); kubectl output.
func TestGeneralise1800AdminOnlyAdmission(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vap invalid kubectl", "", 0, "", "The proxies \"cluster\" is invalid: ValidatingAdmissionPolicy 'config' with binding 'config-binding' denied request: This resource cannot be created, updated, or deleted. Please ask your administrator to modify the resource in the HostedCluster object.", denied},
		{"vap forbidden body", "http", 403, "Forbidden", `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"ingresscontrollers.operator.openshift.io \"default\" is forbidden: ValidatingAdmissionPolicy 'ingress-config' with binding 'ingress-config-binding' denied request: This resource cannot be created, updated, or deleted. Please ask your administrator to modify the resource in the HostedCluster object.","reason":"Forbidden","code":403}`, denied},
		{"webhook contact admin", "", 0, "", "Error from server (Forbidden): error when applying patch: admission webhook \"namespace.guard.example.com\" denied the request: namespace kube-system is managed by the platform team; contact your cluster administrator", denied},
		{"near: vap value", "", 0, "", "The deployments \"web\" is invalid: : ValidatingAdmissionPolicy 'replica-limit' with binding 'replica-limit-binding' denied request: object.spec.replicas must be no greater than 5", invalid},
		{"near: webhook value", "", 0, "", "Error from server (Forbidden): error when creating \"ns.yaml\": admission webhook \"validation.gatekeeper.sh\" denied the request: [ns-must-have-owner] you must provide labels: {\"owner\"}", invalid},
		{"near: entra quota", "http", 400, "", `{"error":{"code":"Directory_QuotaExceeded","message":"The directory object quota limit for the Tenant has been exceeded. Please ask your administrator to increase the quota limit or delete objects to reduce the used quota."}}`, premise},
	})
}
