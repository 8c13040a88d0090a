package classify

import "testing"

// TestIndependentCases768 runs held-out set 768: mobile app delivery and device messaging APIs (App Store Connect, altool/notarytool, Google Play, fastlane, APNs, FCM, Expo), labelled blind.
func TestIndependentCases768(t *testing.T) {
	runIndependent(t, "testdata/independent768.jsonl", false)
}
