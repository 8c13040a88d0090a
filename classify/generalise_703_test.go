package classify

import "testing"

// TestIndependentCases703 runs held-out set 703: translation and language APIs (DeepL, Google Cloud Translation, AWS Translate/Comprehend, Azure Translator/Language, ModernMT, LibreTranslate), labelled blind.
func TestIndependentCases703(t *testing.T) {
	runIndependent(t, "testdata/independent703.jsonl", false)
}
