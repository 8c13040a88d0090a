package classify

// upstreamLacksFeature reads a gateway's 502 whose body says the provider
// behind it does not offer what was asked (TrueLayer Data v3 "Feature Not
// Supported": "Don't retry. The provider doesn't support this endpoint or
// feature."; set 1621). A capability the upstream lacks is a fact about
// the world, not a passing fault: premise. A plain "Bad Gateway" or a
// provider error that asks to try again keeps the 502's transient.
func upstreamLacksFeature(t string) bool {
	return hasAny(t, "feature not supported", "feature-not-supported", "feature_not_supported",
		"doesn't support this endpoint", "does not support this endpoint",
		"doesn't support this feature", "does not support this feature")
}
