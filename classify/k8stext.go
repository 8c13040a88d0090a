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
