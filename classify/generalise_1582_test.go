package classify

import "testing"

// First run at afbb8f5d: 19/30 overall, 9/18 tricky.
// Tolerated: i1582-gae-serving-status: premise vs invalid (ruling): googleapi's failedPrecondition reads premise (docs/taxonomy.md, codes.go googleReasons); "Serving status cannot be updated." on apps.create is a field the call may not set, but "cannot be updated" under failedPrecondition also names a resource's passing state (GKE "is currently being created ... and cannot be updated"), so no wording rule separates them.
func TestIndependentCases1582(t *testing.T) {
	runIndependent(t, "testdata/independent1582.jsonl", true, "i1582-gae-serving-status")
}

// TestGeneralise1582Stockout409: a provider's stockout phrase
// (stockout.go) under a 409 is host capacity, a wait, not a conflict:
// Fly.io's Machines API answers an update or start it cannot place with
// 409 "could not reserve resource for machine: insufficient CPUs available
// to fulfill request on the current host" (flyctl replaces the machine on
// the phrase). A lease held by another client stays the lease's wait; a
// name already held stays conflict.
func TestGeneralise1582Stockout409(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fly update cpus 409", "http", 409, "", `{"error":"aborted: could not reserve resource for machine: insufficient CPUs available to fulfill request on the current host"}`, transient},
		{"fly start memory 409", "http", 409, "", `{"error":"could not reserve resource for machine: insufficient memory available to fulfill request"}`, transient},
		{"fly create resources 409", "http", 409, "", `{"error":"insufficient resources available to fulfill request"}`, transient},
		{"fly create memory 422", "http", 422, "", `{"error":"could not reserve resource for machine: insufficient memory available to fulfill request"}`, transient},
		{"near miss: fly lease 409", "http", 409, "", `{"error":"aborted: machine ID 3d8d lease currently held by x@tokens.fly.io, expires at 2026-08-14T09:57:35Z"}`, transient},
		{"near miss: name held 409", "http", 409, "", `{"error":"machine with name web already exists"}`, conflict},
	})
}

// TestGeneralise1582HolderLimit: "<holder> has reached its <noun> limit" is
// a count the organization or account holds at its plan's limit (Fly.io's
// 422 "Your organization has reached its machine limit. Please contact
// billing@fly.io"): premise under a 400, 403 or 422 and with no status.
// A cap on work in flight (Heroku's "Your account has reached its
// concurrent builds limit") frees as the work ends, and a rate limit
// refills: both stay transient.
func TestGeneralise1582HolderLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fly org machine limit 422", "http", 422, "", `{"error":"Your organization has reached its machine limit. Please contact billing@fly.io"}`, premise},
		{"account app limit 403", "http", 403, "", `{"message":"Your account has reached its app limit."}`, premise},
		{"workspace project limit 400", "http", 400, "", `{"error":"This workspace has reached its project limit"}`, premise},
		{"org limit, no protocol", "", 0, "", "Your organization has reached its machine limit. Please contact billing@fly.io", premise},
		{"near miss: heroku concurrent builds 422", "http", 422, "", `{"error":"Your account has reached its concurrent builds limit"}`, transient},
		{"near miss: api rate limit 400", "http", 400, "", `{"error":"Your account has reached its API rate limit"}`, transient},
	})
}

// TestGeneralise1582CloudFoundry: Cloud Foundry's Cloud Controller names
// each failure "CF-<Name>" (v3 errors[].title, v2 error_code, or lifted
// into Input.Code), from its fixed table errors/v2.yml; the name decides
// where the status reads otherwise (a 400 for a stopped app, a 422 for a
// deployment in flight, a 502 for a broker URL that is not a broker). The
// catch-all CF-UnprocessableEntity and names not in the table keep the
// status and the detail's reading.
func TestGeneralise1582CloudFoundry(t *testing.T) {
	cf := func(detail, title, code string) string {
		return `{"errors":[{"detail":"` + detail + `","title":"` + title + `","code":` + code + `}]}`
	}
	runWordingCases(t, []wordingCase{
		{"cf stats stopped 400", "http", 400, "", cf("Could not fetch stats for stopped app: web", "CF-AppStoppedStatsError", "200003"), premise},
		{"cf stats stopped, code lifted", "http", 400, "CF-AppStoppedStatsError", "Could not fetch stats for stopped app: web", premise},
		{"cf v2 not staged", "http", 400, "", `{"description":"App has not finished staging","error_code":"CF-NotStaged","code":170002}`, premise},
		{"cf staging in progress 422", "http", 422, "", cf("Only one build can be STAGING at a time per application.", "CF-StagingInProgress", "170017"), transient},
		{"cf scale during deploy 422", "http", 422, "", cf("Cannot scale this process while a deployment is in flight.", "CF-ScaleDisabledDuringDeployment", "390016"), transient},
		{"cf binding op in progress 409", "http", 409, "", cf("An operation for the service binding between app a and service instance b is in progress.", "CF-AsyncServiceBindingOperationInProgress", "90008"), transient},
		{"cf broker rejected 502", "http", 502, "", cf("The service broker rejected the request. Status Code: 404 Not Found. Please check that the URL points to a valid service broker.", "CF-ServiceBrokerRequestRejected", "270020"), invalid},
		{"cf name taken 400", "http", 400, "", cf("The service instance name is taken: db", "CF-ServiceInstanceNameTaken", "60002"), conflict},
		{"cf insufficient scope 403", "http", 403, "", cf("Your token lacks the necessary scopes to access this resource.", "CF-InsufficientScope", "10007"), denied},
		{"near miss: cf catch-all field 422", "http", 422, "", cf("Name must be a string.", "CF-UnprocessableEntity", "10008"), invalid},
		{"near miss: cf parse error 400", "http", 400, "", cf("Request invalid due to parse error: x", "CF-MessageParseError", "1001"), invalid},
	})
}

// TestGeneralise1582StepFirst: a platform's imperative naming the step that
// puts the object in the state the act needs ("Assign a droplet before
// starting this app.", Cloud Foundry's 422; "Deploy the app before scaling
// it"; "Attach a volume first") is premise, as "Call 'fit' ... before"
// (firststep.go). A repair of the call's own values ("Set the Content-Type
// header before sending a body") stays invalid, a credential named as the
// step stays denied.
func TestGeneralise1582StepFirst(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cf assign droplet 422", "http", 422, "", `{"errors":[{"detail":"Assign a droplet before starting this app.","title":"CF-UnprocessableEntity","code":10008}]}`, premise},
		{"deploy before scaling", "", 0, "", "Deploy the app before scaling it.", premise},
		{"attach first", "", 0, "", "Attach a volume first.", premise},
		{"enable billing before 400", "http", 400, "", `{"error":"Enable billing before using this API."}`, premise},
		{"near miss: set header before 400", "http", 400, "", `{"error":"Set the Content-Type header before sending a body."}`, invalid},
		{"near miss: create api key first 401", "http", 401, "", `{"error":"Create an API key first."}`, denied},
	})
}

// TestGeneralise1582PowerOffFirst: a machine that is powered on, which the
// message asks to power off first (DigitalOcean's 422 unprocessable_entity
// "Droplet is currently on. Please power it off to run this event."), is
// the object's state: premise, as a container to stop first
// (heldlimits.go stopFirstWords). A droplet already off for a power-off
// stays the end state (conflict).
func TestGeneralise1582PowerOffFirst(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"do snapshot of running droplet", "http", 422, "unprocessable_entity", `{"id":"unprocessable_entity","message":"Droplet is currently on. Please power it off to run this event."}`, premise},
		{"power it off first", "http", 422, "", `{"id":"unprocessable_entity","message":"Droplet must be powered off. Power it off first."}`, premise},
		{"near miss: already off", "http", 422, "", `{"id":"unprocessable_entity","message":"Droplet is already powered off."}`, conflict},
	})
}

// TestGeneralise1582PermissionRequired: a permission named as what the act
// requires (Google's ResourceInfo 'The "appengine.applications.create"
// permission is required.' under gcloud's "[403] Operation not allowed") is
// the caller's grant: denied, not the "is required" of a missing argument.
// A field named permission that is required stays invalid.
func TestGeneralise1582PermissionRequired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gcloud app create 403", "exec", 1, "", "ERROR: (gcloud.beta.app.create) Error Response: [403] Operation not allowed\nDetails:\n  description: The \"appengine.applications.create\" permission is required.", denied},
		{"storage permission 403", "http", 403, "", `{"message":"The \"storage.objects.get\" permission is required."}`, denied},
		{"write permissions, no protocol", "", 0, "", "Write permissions are required to push to this repository", denied},
		{"near miss: permission_id required 400", "http", 400, "", `{"message":"permission_id is required"}`, invalid},
		{"near miss: permission field required 422", "http", 422, "", `{"errors":{"permission":["The permission field is required."]}}`, invalid},
	})
}

// TestGeneralise1582ReqwestDecode: reqwest's "error decoding response body"
// is a response received whose body does not decode into the declared type
// (the Railway CLI's "Failed to fetch: error decoding response body" after
// a redeploy mutation): the call ran, its answer is unusable, ambiguous. An
// empty body keeps emptyBodyWords' reading; reqwest's "error sending
// request" is the connection's, transient.
func TestGeneralise1582ReqwestDecode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"railway redeploy", "exec", 1, "", "Failed to fetch: error decoding response body\n    0: error decoding response body", ambiguous},
		{"missing field", "go", 0, "", "error decoding response body: missing field `id` at line 1 column 20", ambiguous},
		{"expected value", "", 0, "", "error decoding response body: expected value at line 1 column 1", ambiguous},
		{"near miss: empty 200", "http", 200, "", "error decoding response body: EOF while parsing a value at line 1 column 0", ambiguous},
		{"near miss: sending", "", 0, "", "error sending request for url (https://x/): connection closed before message completed", transient},
		{"near miss: new enum variant (set 824)", "", 0, "", "error decoding response body: unknown variant `archived`, expected one of `active`, `paused` at line 1 column 31", premise},
	})
}

// TestGeneralise1582ConfirmBilling: a billing step the account must take
// before it may go on, in Heroku's older words ("Please confirm billing in
// order to change resources ... Verify now at http://heroku.com/confirm"):
// premise, as "add a credit card" (generic.go).
func TestGeneralise1582ConfirmBilling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"heroku legacy", "", 0, "", `"error":"Please confirm billing in order to change resources\nVerify now at http://heroku.com/confirm"`, premise},
		{"confirm your billing 403", "http", 403, "", `{"message":"Please confirm your billing details to create more apps."}`, premise},
		{"near miss: billing address invalid 422", "http", 422, "", `{"message":"Billing address is invalid"}`, invalid},
	})
}
