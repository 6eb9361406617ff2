package search

// stopWords are English words too common to find anything. They are left
// out of the index and of queries ("how do i close a job" searches "close
// job"). The browser's engine has them from the generated tables.gen.ts.
var stopWordList = []string{
	"a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at",
	"be", "because", "been", "before", "being", "but", "by", "can", "could", "did", "do",
	"does", "doing", "during", "each", "for", "from", "had", "has", "have", "having", "he",
	"her", "here", "his", "how", "i", "if", "in", "into", "is", "it", "its", "itself",
	"just", "me", "more", "most", "my", "no", "nor", "not", "of", "on", "once", "only",
	"or", "other", "our", "out", "over", "own", "same", "she", "should", "so", "some",
	"such", "than", "that", "the", "their", "them", "then", "there", "these", "they",
	"this", "those", "through", "to", "too", "under", "until", "up", "very", "was", "we",
	"were", "what", "when", "where", "which", "while", "who", "whom", "why", "will",
	"with", "would", "you", "your", "yours",
	// Negative contractions as readers type them without the apostrophe
	// ("why cant i post"); with it, the tokenizer reduces them to the
	// auxiliary ("can"), a stop word above.
	"cant", "wont", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent",
	"hasnt", "havent", "hadnt", "couldnt", "wouldnt", "shouldnt", "shall",
}

var stopWords = setOf(stopWordList...)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
