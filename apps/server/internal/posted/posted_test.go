package posted

import "testing"

func TestEscapesLoneSurrogate(t *testing.T) {
	for _, tt := range []struct {
		json string
		want bool
	}{
		{`{"a":"\ud800"}`, true},
		{`{"a":"x\udc00y"}`, true},
		{`{"a":"\ud800\u0041"}`, true},
		{`{"a":"\uD83D"}`, true},
		{`{"a":"\ud83d\ude80"}`, false}, // a rocket, as a pair
		{`{"a":"\\ud800"}`, false},      // an escaped backslash, then text
		{`{"a":"\u00e9\n"}`, false},
		{`{"a":"\ud8`, false}, // cut short: the decoder refuses it
	} {
		if got := EscapesLoneSurrogate([]byte(tt.json)); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.json, got, tt.want)
		}
	}
}
