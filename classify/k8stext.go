package classify

import "strings"

// clientGoForbidden reads a Kubernetes Forbidden as client-go's StatusError
// prints it: the Status message alone, without kubectl's "Error from server
// (Forbidden): " (apimachinery errors.NewForbidden: `pods "web-0" is
// forbidden: <why>`). A Go agent calling the API server gets exactly this
// text; the why decides as under the Forbidden reason (k8sForbidden: a
// service account or RuntimeClass that does not exist is premise, an
// admission policy or a LimitRange invalid), and an RBAC refusal ("User
// ... cannot patch resource") is left to the words, which read it denied
// (set 34, probed on client-go).
func clientGoForbidden(t string) (Result, bool) {
	i := strings.Index(t, " is forbidden: ")
	if i < 0 {
		return Result{}, false
	}
	r, ok := k8sForbidden(t[i+len(" is forbidden: "):])
	if ok {
		r.Reason = "kubernetes Forbidden: " + r.Reason
	}
	return r, ok
}

// builtinGroups are the API groups the Kubernetes API server serves itself
// (kubernetes.io/docs/reference/using-api/#api-groups; "" is the core
// group). A group outside them is a CustomResourceDefinition's, even one
// that ends in k8s.io (gateway.networking.k8s.io, snapshot.storage.k8s.io,
// cluster.x-k8s.io are installed as CRDs).
var builtinGroups = map[string]bool{
	"": true, "apps": true, "batch": true, "autoscaling": true, "policy": true, "extensions": true,
	"networking.k8s.io": true, "rbac.authorization.k8s.io": true, "storage.k8s.io": true,
	"apiextensions.k8s.io": true, "admissionregistration.k8s.io": true, "certificates.k8s.io": true,
	"coordination.k8s.io": true, "discovery.k8s.io": true, "events.k8s.io": true,
	"flowcontrol.apiserver.k8s.io": true, "node.k8s.io": true, "scheduling.k8s.io": true,
	"authentication.k8s.io": true, "authorization.k8s.io": true, "apiregistration.k8s.io": true,
	"resource.k8s.io": true, "internal.apiserver.k8s.io": true, "storagemigration.k8s.io": true,
}

// noKindMatch reads client-go's meta.NoKindMatchError as kubectl, Helm and
// Flux print it: `no matches for kind "HorizontalPodAutoscaler" in version
// "autoscaling/v2beta2"`, often with kubectl's stock hint "ensure CRDs are
// installed first". The hint fits a custom kind: its CRD (its operator) is
// not installed, premise. For a kind of a built-in group the server has no
// CRD to install: the version is one it no longer serves (a removed beta,
// kubernetes.io/docs/reference/using-api/deprecation-guide) or never did,
// and the manifest's apiVersion must change: invalid (set 72).
func noKindMatch(t string) (Result, bool) {
	i := strings.Index(t, "no matches for kind ")
	if i < 0 {
		return Result{}, false
	}
	rest := t[i:]
	j := strings.Index(rest, ` in version "`)
	if j < 0 {
		// terraform-provider-kubernetes's kubernetes_manifest names the
		// group alone: `no matches for kind "Certificate" in group
		// "cert-manager.io"` (set 1257).
		if g := strings.Index(rest, ` in group "`); g >= 0 {
			grp := rest[g+len(` in group "`):]
			if e := strings.IndexByte(grp, '"'); e >= 0 {
				return noKindGroup(grp[:e])
			}
		}
		return Result{}, false
	}
	version := rest[j+len(` in version "`):]
	k := strings.IndexByte(version, '"')
	if k < 0 {
		return Result{}, false
	}
	group := ""
	if s := strings.LastIndexByte(version[:k], '/'); s >= 0 {
		group = version[:s]
	}
	return noKindGroup(group)
}

// noKindGroup decides a NoKindMatchError by its API group (noKindMatch).
func noKindGroup(group string) (Result, bool) {
	if builtinGroups[group] {
		return Result{Kind: invalid, Reason: "kubernetes: no matches for a built-in kind in this apiVersion: the server does not serve that version (removed or misspelt): fix the manifest's apiVersion"}, true
	}
	return Result{Kind: premise, Reason: "kubernetes: no matches for a custom kind: its CustomResourceDefinition is not installed (install the CRD or its operator first)"}, true
}

// clientGoInternal reads a Kubernetes InternalError as client-go's
// StatusError prints it: the Status message alone, which apimachinery's
// errors.NewInternalError writes as "Internal error occurred: <cause>"
// (kubectl puts its "Error from server (InternalError): error when
// creating ...: " before the same words). The cause
// decides as under the InternalError reason (k8sStatus): a quota
// evaluation or an etcd request that timed out is a wait, though the words
// name a quota ("Internal error occurred: resource quota evaluation timed
// out", set 148); a missing webhook service is premise.
func clientGoInternal(t string) (Result, bool) {
	const p = "Internal error occurred: "
	i := strings.Index(t, p)
	if i < 0 {
		return Result{}, false
	}
	return k8sStatus("InternalError", t[i+len(p):])
}

// clientGoNoReason reports client-go's NewGenericServerResponse for an
// error whose body it could not read: "an error on the server (\"unknown\")
// has prevented the request from succeeding (get pods)", or an empty
// quoted reason ("an error on the server (\"\") ...", an empty 500 body,
// set 1769). The quoted part is
// the server's reason, and here there is none: an opaque wrapper, so the
// kind is unknown, not the 500's transient (blind sets 873 and 958). A
// reason that names a cause ("etcdserver: request timed out") keeps the
// reason's reading.
func clientGoNoReason(t string) bool {
	return hasAny(t, `an error on the server ("unknown") has prevented`, `an error on the server (\"unknown\") has prevented`,
		`an error on the server ("") has prevented`, `an error on the server (\"\") has prevented`)
}

// kubectlJSONPathEmpty reports kubectl's jsonpath printer failing on an
// empty list: `error executing jsonpath "{.items[0].metadata.name}": Error
// executing template: array index out of bounds: index 0, length 0`
// (client-go util/jsonpath, set 1769). The get worked and matched nothing,
// so the result is unusable (ambiguous), not the template's fault; an index
// past a list that has items ("index 2, length 2") is the template's own
// and keeps its reading.
func kubectlJSONPathEmpty(t string) bool {
	return strings.Contains(t, "error executing jsonpath") && strings.Contains(t, "array index out of bounds: index ") && strings.Contains(t, ", length 0")
}

// clientGoText reads client-go's errors printed without kubectl's "Error
// from server (Reason): ".
func clientGoText(t string) (Result, bool) {
	if r, ok := noKindMatch(t); ok {
		return r, true
	}
	if kubectlJSONPathEmpty(t) {
		return verdict(ambiguous, "kubectl's jsonpath indexed an empty list: the query worked and matched nothing where one item was needed; narrow once")
	}
	// A server-side apply conflict passed on without its Status: kubectl
	// apply --server-side ("error: Apply failed with 1 conflict: ..."),
	// Helm, Flux, Argo CD, Pulumi and controller-runtime quote the
	// message alone. It decides as under the Conflict reason (set 470).
	if ssaConflict(t) {
		return k8sStatus("Conflict", t)
	}
	if r, ok := clientGoInternal(t); ok {
		return r, true
	}
	// An AlreadyExists whose object is still being deleted, as client-go
	// prints it (the apiserver's registry store prefixes the Status message:
	// `object is being deleted: pods "web-0" already exists`): the reason
	// decides as under kubectl's "(AlreadyExists)" (set 199).
	if strings.Contains(t, "object is being deleted: ") && strings.Contains(t, " already exists") {
		return k8sStatus("AlreadyExists", t)
	}
	// The same for a name the server generated (errors.NewGenerateNameConflict)
	// and for a write whose precondition failed (storage Preconditions.Check,
	// "Operation cannot be fulfilled on ...: ... Precondition failed: UID|
	// ResourceVersion in precondition"), as client-go prints them (set 1234).
	if strings.Contains(t, " already exists, the server was not able to generate a unique name") {
		return k8sStatus("AlreadyExists", t)
	}
	if strings.Contains(t, "Operation cannot be fulfilled on ") && strings.Contains(t, " in precondition: ") {
		return k8sStatus("Conflict", t)
	}
	// client-go's Invalid without kubectl's "The ": `Secret "x" is invalid:
	// ...`, for a CRD update k8sStatus reads as stored state (set 1234).
	if strings.Contains(t, " is invalid: ") && hasFold(t, "must appear in spec.versions") {
		return k8sStatus("Invalid", t)
	}
	// apimachinery's Invalid printed alone, as client-go's StatusError and
	// kubectl's own client-side validation give it: `The Kind "name" is
	// invalid: path: Type: detail`. Its field error types ("Forbidden:",
	// "Invalid value:") are a field's, not an authority's: decide as under
	// kubectl's "(Invalid)" (set 1077).
	if apimachineryInvalid(t) {
		return k8sStatus("Invalid", t)
	}
	return clientGoForbidden(t)
}

// apimachineryInvalid reports errors.NewInvalid's message shape:
// `The <Kind> "<name>" is invalid: ` at the start of the text.
func apimachineryInvalid(t string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(t), "The ")
	if !ok {
		return false
	}
	kind, rest, ok := strings.Cut(rest, ` "`)
	if !ok || kind == "" || strings.ContainsAny(kind, " :") {
		return false
	}
	_, rest, ok = strings.Cut(rest, `"`)
	return ok && strings.HasPrefix(rest, " is invalid: ")
}

// kubernetesShaped reports whether a text carries a Kubernetes API error as
// an agent's tool passes it on: a metav1.Status body (`"kind":"Status"`),
// kubectl's "Error from server (Reason)", or client-go's StatusError text
// for a Forbidden (`pods "x" is forbidden: ...`). An AWS SDK error
// ("api error", "operation error") is never taken for one.
func kubernetesShaped(t string) bool {
	if hasAny(t, "api error ", "operation error ", "An error occurred (") {
		return false
	}
	return hasAny(t, `"kind":"Status"`, `"kind": "Status"`, "Error from server (", " is forbidden: ")
}

// ssaConflict reports whether a text carries server-side apply's
// field-manager conflict as apimachinery's fieldmanager writes it: "Apply
// failed with N conflict(s): conflict(s) with \"manager\" ...": another
// manager owns the fields, and running the same apply again changes
// nothing until ownership is settled (force, drop the fields, or co-own).
// The count and the word conflict must follow: "Apply failed with errors"
// or "Apply failed: ..." are other failures (set 470).
func ssaConflict(t string) bool {
	const p = "apply failed with "
	i := indexFold(t, p)
	if i < 0 {
		return false
	}
	rest := t[i+len(p):]
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	return n > 0 && hasPrefixFold(rest[n:], " conflict")
}

// builtinResources are the plural resource names the Kubernetes API server
// serves itself (kubectl api-resources on a bare cluster), against which
// kubectlTypeMisspelt measures a name the server does not know.
var builtinResources = [...]string{
	"pods", "services", "deployments", "replicasets", "statefulsets", "daemonsets", "jobs", "cronjobs",
	"configmaps", "secrets", "namespaces", "nodes", "persistentvolumes", "persistentvolumeclaims",
	"serviceaccounts", "ingresses", "ingressclasses", "networkpolicies", "roles", "rolebindings",
	"clusterroles", "clusterrolebindings", "storageclasses", "horizontalpodautoscalers",
	"poddisruptionbudgets", "endpoints", "endpointslices", "events", "limitranges", "resourcequotas",
	"customresourcedefinitions", "replicationcontrollers", "priorityclasses", "leases", "runtimeclasses",
	"volumeattachments", "csidrivers", "csinodes", "certificatesigningrequests", "apiservices",
	"validatingwebhookconfigurations", "mutatingwebhookconfigurations",
}

// kubectlTypeMisspelt reads kubectl's `the server doesn't have a resource
// type "deploymnets"`: a name within two edits of a built-in resource's,
// plural or singular, is the call's typo of it, invalid; any other name is
// a custom resource whose CRD is not installed, premise (generic.go), as
// noKindMatch splits built-in from custom kinds (set 995). Names shorter
// than seven letters are left to that reading: "routes" is OpenShift's
// kind two edits from "roles".
func kubectlTypeMisspelt(t string) (Result, bool) {
	const p = `doesn't have a resource type "`
	name, ok := quotedAfter(t, p)
	if !ok {
		return Result{}, false
	}
	name = strings.ToLower(name)
	if full, ok := shortNamePlural(name); ok {
		return Result{Kind: invalid, Reason: "kubectl: \"" + name + "\" pluralises the short name of the built-in " + full + ", which kubectl does not accept: use the short name or the full plural"}, true
	}
	if len(name) < 7 {
		return Result{}, false
	}
	for _, r := range builtinResources {
		if name == r || name+"s" == r || name+"es" == r {
			return Result{}, false // the server lacks a built-in: not a typo
		}
	}
	for _, r := range builtinResources {
		if editsWithin2(name, r) || editsWithin2(name+"s", r) {
			return Result{Kind: invalid, Reason: "kubectl: the resource type is a misspelling of the built-in " + r + ": fix the name"}, true
		}
	}
	return Result{}, false
}

// builtinShortNames are kubectl's short names for built-in resources (the
// SHORTNAMES column of kubectl api-resources on a bare cluster).
var builtinShortNames = [...]struct{ short, full string }{
	{"pv", "persistentvolumes"}, {"pvc", "persistentvolumeclaims"}, {"svc", "services"},
	{"cm", "configmaps"}, {"sa", "serviceaccounts"}, {"deploy", "deployments"},
	{"netpol", "networkpolicies"}, {"pdb", "poddisruptionbudgets"}, {"hpa", "horizontalpodautoscalers"},
	{"sts", "statefulsets"}, {"ds", "daemonsets"}, {"rs", "replicasets"}, {"ing", "ingresses"},
	{"cj", "cronjobs"}, {"csr", "certificatesigningrequests"}, {"sc", "storageclasses"},
}

// shortNamePlural reports a resource type that is a built-in's short name
// with an "s" added ("pvs", "svcs", "deploys"): kubectl accepts the short
// name or the full plural, never a plural of the short name, so the call
// named the built-in wrongly: invalid (set 1429, agapoff/check_kubernetes#20
// "get pvs"). A short name itself ("po", "crd") that the server lacks
// stays with the CRD reading, as a built-in the server lacks does.
func shortNamePlural(name string) (string, bool) {
	if len(name) < 3 || name[len(name)-1] != 's' {
		return "", false
	}
	stem := name[:len(name)-1]
	for _, s := range builtinShortNames {
		if stem == s.short {
			return s.full, true
		}
	}
	return "", false
}
