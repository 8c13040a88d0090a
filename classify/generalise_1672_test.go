package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1672-veriff-1804-integration-inactive: denied vs premise (ruling): set 1548 reads every Veriff 18xx as denied (authorization codes).
// Tolerated: i1672-sumsub-upload-while-checking: transient vs premise (ruling): set 1548 reads Sumsub 1006 as the passing review state.
// Tolerated: i1672-stripe-document-type-not-supported: unknown vs invalid (ruling): set 1355 reads every Stripe last_error code as premise; a type outside allowed_types is the submission's.
// Tolerated: i1672-stripe-country-not-supported: unknown vs premise (one-off): the last_error handed over without its session object; a markerless reader would apply ruling 1355 to consent_declined (premise) too.
// Tolerated: i1672-stripe-document-unverified-other: premise vs ambiguous (ruling): set 1355, every last_error code premise.
// Tolerated: i1672-stripe-abandoned: unknown vs ambiguous (ruling): set 1355 reads abandoned outcomes as premise.
// Tolerated: i1672-gads-verification-already-started: unknown vs conflict (one-off): a bare Google Ads enum description under grpc with no status.
// Tolerated: i1672-gads-no-effective-billing: unknown vs premise (one-off): same, bare enum description.
// Tolerated: i1672-coinbase-identity-verification-required: invalid vs premise (one-off): a 400 whose words name a KYC prerequisite; no reader of "verification is required" yet.
// Tolerated: i1672-idenfy-too-many-faces: ambiguous vs invalid (one-off): "more than one" read as several matches; a capture defect.
// Tolerated: i1672-yoti-unable-to-complete-checks: invalid vs unknown (one-off): "could not be completed" read as a missing argument.
// Tolerated: i1672-yoti-mandatory-document: unknown vs premise (one-off): a bare failure-code description.
// First run at 88c885f0: 14/36 overall, 4/19 tricky.
func TestIndependentCases1672(t *testing.T) {
	runIndependent(t, "testdata/independent1672.jsonl", true,
		"i1672-veriff-1804-integration-inactive", "i1672-sumsub-upload-while-checking",
		"i1672-stripe-document-type-not-supported", "i1672-stripe-country-not-supported",
		"i1672-stripe-document-unverified-other", "i1672-stripe-abandoned",
		"i1672-gads-verification-already-started", "i1672-gads-no-effective-billing",
		"i1672-coinbase-identity-verification-required",
		"i1672-idenfy-too-many-faces",
		"i1672-yoti-unable-to-complete-checks", "i1672-yoti-mandatory-document")
}

// Adyen KYC verification codes (docs.adyen.com platforms kyc-verification-codes,
// general codes and suberrors; classic platforms checkCode): the suberror
// decides, else the general code. Near misses: an approved capability with
// an empty verificationErrors list, an unknown code, and a checkCode that is
// a string keep their readings.
func TestGeneralise1672AdyenKYCCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"declined", "", 0, "", `{"verificationErrors":[{"code":"1_12","message":"Legal entity declined","subErrors":[{"code":"1_1000","message":"Verification failed. Legal entity declined"}]}]}`, premise},
		{"technical issues", "", 0, "", `{"verificationErrors":[{"code":"1_13","message":"Verification couldn't be completed","subErrors":[{"code":"1_1001","message":"There were some technical issues in the verification process"}]}]}`, transient},
		{"id number mistyped", "", 0, "", `{"verificationErrors":[{"code":"1_30","message":"Individual details couldn't be verified","subErrors":[{"code":"1_3005","message":"The national ID number was entered incorrectly"}]}]}`, invalid},
		{"name and dob", "", 0, "", `{"verificationErrors":[{"code":"1_30","message":"Individual details couldn't be verified","subErrors":[{"code":"1_3001","message":"The name and date of birth couldn't be verified"}]}]}`, premise},
		{"more questions", "", 0, "", `{"verificationErrors":[{"code":"1_10","message":"Information couldn't be verified","subErrors":[{"code":"1_1002","message":"There are more questions about the submitted information"}]}]}`, ambiguous},
		{"country capability", "", 200, "", `{"verificationErrors":[{"code":"1_15","message":"Capability not allowed due to legal entity's or associated individual's country"}]}`, premise},
		{"classic review", "", 0, "", `{"checkCode":1320,"checkDescription":"The user is being manually reviewed by Adyen's onboarding team.","checkStatus":"PENDING"}`, transient},
		{"classic retries", "", 0, "", `{"checkCode":1304,"checkDescription":"The maximum amount of retries has been surpassed. Please don't retry. Please provide a passport.","checkStatus":"FAILED"}`, premise},
		{"unknown code", "", 0, "", `{"verificationErrors":[{"code":"9_99","message":"Something else"}]}`, rung.KindUnknown},
		{"empty list", "", 200, "", `{"allowed":true,"verificationErrors":[]}`, rung.KindUnknown},
	})
}
