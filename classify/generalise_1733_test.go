package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at ee10560c: 31/36 overall, 11/16 tricky.
// Tolerated: i1733-aws-jobs-cert-invalid: invalid vs denied (ruling): set 1642's row keeps AWS CertificateValidationException invalid; the Jobs data plane's "The certificate is invalid." refuses the device's identity (case for the lead in the set's report).
// Tolerated: i1733-twilio-supersim-scheduled: invalid vs transient (ruling): set 1629's row keeps states that settle ("scheduled") at the status's reading; Twilio 83009's docs say wait for the current operation and try again (case for the lead in the set's report).
func TestIndependentCases1733(t *testing.T) {
	runIndependent(t, "testdata/independent1733.jsonl", true, "i1733-aws-jobs-cert-invalid", "i1733-twilio-supersim-scheduled")
}

// TestGeneralise1733ForceParam: a refusal that names the force parameter as
// what lets the same call through (forceparam.go forceParamWords, read over
// an AWS code's wrong-state spelling and under a 409). Sources: AWS IoT
// InvalidStateTransitionException (botocore IoT exceptions), a WordPress
// REST plugin's WP_Error, a GUI library's documented refusal. Near misses:
// the Jobs data plane's transition refusal with no force named (premise),
// CertificateStateException (set 1642, premise), a force argument the API
// does not take (invalid by its 400, not by these words).
func TestGeneralise1733ForceParam(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws iot DeleteJob in progress", "aws", 409, "InvalidStateTransitionException", `operation error IoT: DeleteJob, https response error StatusCode: 409, RequestID: 4c1e, InvalidStateTransitionException: An attempt was made to change to an invalid state, for example by deleting a job or a job execution which is "IN_PROGRESS" without setting the force parameter.`, rung.KindInvalid},
		{"aws iot DeleteJobExecution, botocore", "aws", 409, "InvalidStateTransitionException", `An error occurred (InvalidStateTransitionException) when calling the DeleteJobExecution operation: An attempt was made to change to an invalid state, for example by deleting a job or a job execution which is "IN_PROGRESS" without setting the force parameter.`, rung.KindInvalid},
		{"wp rest 400", "http", 400, "", `{"code":"primary","message":"You cannot update the primary flag without setting the force parameter to true","data":{"status":400}}`, rung.KindInvalid},
		{"409 unless force", "http", 409, "", `{"message":"The GUI cannot be destroyed unless the force parameter is set to true."}`, rung.KindInvalid},
		{"near miss: job execution transition, no force named", "aws", 409, "InvalidStateTransitionException", `operation error IoT Jobs Data Plane: UpdateJobExecution, https response error StatusCode: 409, RequestID: 4c1e, InvalidStateTransitionException: An update attempted to change the job execution to a state that is invalid because of the job execution's current state (for example, an attempt to change a request in state SUCCESS to state IN_PROGRESS).`, rung.KindPremise},
		{"near miss: certificate state", "aws", 406, "CertificateStateException", `operation error IoT: DeleteCertificate, https response error StatusCode: 406, RequestID: 4c1e, CertificateStateException: The certificate operation is not allowed.`, rung.KindPremise},
		{"near miss: force not a parameter", "http", 400, "", `{"code":"rest_invalid_param","message":"Invalid parameter(s): force","data":{"status":400}}`, rung.KindInvalid},
	})
}

// TestGeneralise1733DesiredStatus: a status change refused because no path
// leads from the object's current status to the one asked
// (statemachine.go desiredStatusRefused, in statusBlocksAct). Sources:
// Twilio Super SIM 83010 (title and description), Twilio 33105 "Transition
// invalid" ("the SIM cannot be transitioned to the requested status").
// Near misses: a status value the API does not know, Twilio 83007's missing
// Fleet and 83008's Fleet removal (invalid: arguments to add), a success
// that names the requested status.
func TestGeneralise1733DesiredStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio 83010 title", "http", 400, "", `{"code": 83010, "message": "Unable to update your Super SIM to the desired status", "more_info": "https://www.twilio.com/docs/errors/83010", "status": 400}`, rung.KindPremise},
		{"twilio 83010 description", "http", 400, "", `{"code": 83010, "message": "Your Super SIM cannot be updated from its current status to the desired status.", "status": 400}`, rung.KindPremise},
		{"twilio 33105", "http", 400, "", `{"code": 33105, "message": "The SIM cannot be transitioned to the requested status.", "status": 400}`, rung.KindPremise},
		{"near miss: unknown status value", "http", 400, "", `{"code": 20001, "message": "Invalid status. Allowed values: new, ready, active, inactive", "status": 400}`, rung.KindInvalid},
		{"near miss: twilio 83007", "http", 400, "", `{"code": 83007, "message": "Unable to activate your Super SIM as it does not belong to a Fleet", "status": 400}`, rung.KindInvalid},
		{"near miss: twilio 83008", "http", 400, "", `{"code": 83008, "message": "Unable to remove your Super SIM from its Fleet", "status": 400}`, rung.KindInvalid},
	})
}

// TestGeneralise1733AlreadyYours: a registration or claim the step was to
// make, already the caller's (generic.go conflictWords). Sources: Twilio
// Super SIM 83003 (title; its description "already registered to your
// Account" read before), a marketplace's 409 CLAIM_LISTING_OWNED, a
// directory's 409 profile claim. Near misses: Twilio 83007 "does not belong
// to a Fleet" (invalid), 83002 "Super SIM cannot be registered" (invalid).
func TestGeneralise1733AlreadyYours(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twilio 83003 title", "http", 400, "", `{"code": 83003, "message": "The Super SIM already belongs to the requesting Account. Super SIM SID: HS2f1e8b6c0a4d4e5f9a7b3c1d2e0f4a6b", "more_info": "https://www.twilio.com/docs/errors/83003", "status": 400}`, rung.KindConflict},
		{"twilio 83003 description", "http", 400, "", `{"code": 83003, "message": "The Super SIM is already registered to your Account.", "status": 400}`, rung.KindConflict},
		{"listing claim 409", "http", 409, "", `{"error":{"code":"CLAIM_LISTING_OWNED","message":"This listing already belongs to your account"}}`, rung.KindConflict},
		{"profile claim, bare", "", 0, "", `This profile already belongs to your account`, rung.KindConflict},
		{"near miss: twilio 83007", "http", 400, "", `{"code": 83007, "message": "Unable to activate your Super SIM as it does not belong to a Fleet", "status": 400}`, rung.KindInvalid},
		{"near miss: twilio 83002", "http", 400, "", `{"code": 83002, "message": "Super SIM cannot be registered", "status": 400}`, rung.KindInvalid},
	})
}
