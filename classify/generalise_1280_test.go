package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d383f565: 21/35 overall, 7/13 tricky.
func TestIndependentCases1280(t *testing.T) {
	runIndependent(t, "testdata/independent1280.jsonl", false)
}

// App Store Connect's ENTITY_ERROR title "An attribute value is not
// acceptable for the current resource state" names the resource's state, as
// the set 768 ruling's "in the current state" does: premise (asccode.go
// ascCode). Near misses: the same code with a plain value detail stays
// invalid, and a .DUPLICATE stays conflict.
func TestGeneralise1280ResourceState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fastlane set_changelog versionString", "http", 409, "ENTITY_ERROR.ATTRIBUTE.INVALID", "[!] An attribute value is not acceptable for the current resource state. - The attribute 'versionString' can not be modified. - /data/attributes/versionString", rung.KindPremise},
		{"raw body, releaseType", "http", 409, "ENTITY_ERROR.ATTRIBUTE.INVALID", `{"errors":[{"status":"409","code":"ENTITY_ERROR.ATTRIBUTE.INVALID","title":"An attribute value is not acceptable for the current resource state.","detail":"The attribute 'releaseType' can not be modified.","source":{"pointer":"/data/attributes/releaseType"}}]}`, rung.KindPremise},
		{"relationship form", "http", 409, "ENTITY_ERROR.RELATIONSHIP.INVALID", "A relationship value is not acceptable for the current resource state. - The specified pre-release build could not be added. - /data/relationships/build", rung.KindPremise},
		{"near: plain invalid attribute", "http", 409, "ENTITY_ERROR.ATTRIBUTE.INVALID", "The provided entity includes an attribute with an invalid value - 'copyright' must not be empty - /data/attributes/copyright", rung.KindInvalid},
		{"near: duplicate locale", "http", 409, "ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "The provided entity includes an attribute with a value that has already been used - Entity with locale: fr-FR already exists. Try updating. - /data/attributes/locale", rung.KindConflict},
	})
}
