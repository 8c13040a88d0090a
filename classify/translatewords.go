package classify

// translationArgWords (set 1323): a machine-translation or localization
// API's refusal of the language arguments it was given: a pair or
// direction the engine does not translate (OneHourTranslation's 412
// "language pair is currently unsupported", Yandex through translate-shell
// "The specified translation direction is not supported", LanguageWire
// "Language pair ... is not supported") and a source language the engine
// could not detect in the text (Rozetta T-4OO 40300 "Unable to detect text
// language:", as Amazon Translate's DetectedLanguageLowConfidenceException).
// The goal is fine; the call must name another pair or an explicit source
// language: invalid under any status, a 412 included (its precondition is
// the argument, not the world's state). A protocol or file format the
// peer does not support keeps its premise (tlsVersionWords, archiveWords).
var translationArgWords = []pattern{
	{text: "language pair is currently unsupported", kind: invalid, reason: "the engine does not translate this language pair: name another pair"},
	{text: "language pair is not supported", kind: invalid, reason: "the engine does not translate this language pair: name another pair"},
	{text: "language pair not supported", kind: invalid, reason: "the engine does not translate this language pair: name another pair"},
	{text: "translation direction is not supported", kind: invalid, reason: "the engine does not translate in this direction: name another pair"},
	{text: "unable to detect text language", kind: invalid, reason: "the source language could not be detected: name it explicitly"},
	{text: "unable to detect the language", kind: invalid, reason: "the source language could not be detected: name it explicitly"},
	{text: "could not detect the language", kind: invalid, reason: "the source language could not be detected: name it explicitly"},
}

var translationArgMatcher = newMatcher(translationArgWords)

// translationArgument reports a translation engine's refusal of the
// language arguments (translationArgWords).
func translationArgument(t string) bool { return matches(translationArgMatcher, t) }
