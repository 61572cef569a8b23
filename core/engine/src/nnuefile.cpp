// The network file: a header (magic, version, hidden width and the quantisation it was made
// for; from version 2 the output bucket count, from version 3 the king bucket count), the
// weights as little-endian integers, and an FNV-1a checksum. Version 1 is a network of one
// bucket of each kind, version 2 one of a single king bucket. The same bytes are
// compiled into the engine (nnuedata.cpp, written by chess960-tune train) and read from files
// by the trainer and the tests.
#include "chess960/engine/nnue.h"
#include "nnuedata.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>

namespace chess960::engine::nnue {

namespace {

constexpr char kMagic[8] = {'C', '9', '6', '0', 'N', 'N', 'U', 'E'};
// Version 1: magic, version, width, kQA, kQB, kOutputScale. Version 2 adds the output bucket
// count, version 3 the king bucket count after it.
constexpr size_t kHeaderBytes = 8 + 5 * 4;

int formatVersion(int buckets, int kingBuckets) {
    return kingBuckets > 1 ? 3 : buckets > 1 ? 2 : 1;
}

size_t headerBytes(int version) {
    return kHeaderBytes + size_t(version - 1) * 4;
}

uint64_t fnv1a(const unsigned char* data, size_t n) {
    uint64_t hash = 0xCBF29CE484222325ULL;
    for (size_t i = 0; i < n; ++i) hash = (hash ^ data[i]) * 0x100000001B3ULL;
    return hash;
}

void put(std::vector<unsigned char>& out, uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back((value >> (8 * i)) & 0xFF);
}

uint64_t get(const unsigned char* in, int bytes) {
    uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= uint64_t(in[i]) << (8 * i);
    return value;
}

template <int N>
size_t fileBytes(int buckets, int kingBuckets) {
    return headerBytes(formatVersion(buckets, kingBuckets)) +
           2 * (size_t(kingBuckets) * kInputs * N + N + size_t(buckets) * 2 * N) +
           size_t(buckets) * 4 + 8;
}

// Reads count int16 values; false when one lies beyond limit (a file not made by the trainer's
// clipping could overflow the integer sums).
bool readInts(const unsigned char*& in, int16_t* to, size_t count, int limit) {
    for (size_t i = 0; i < count; ++i, in += 2) {
        to[i] = int16_t(uint16_t(get(in, 2)));
        if (to[i] > limit || to[i] < -limit) return false;
    }
    return true;
}

} // namespace

int hiddenWidth(std::span<const unsigned char> bytes) {
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kMagic, 8) != 0) return 0;
    // A width no file could hold (a damaged header) is no network either.
    const uint64_t width = get(bytes.data() + 12, 4);
    return width <= (1u << 16) ? int(width) : 0;
}

template <int N>
std::string load(std::span<const unsigned char> bytes, Network<N>& net) {
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kMagic, 8) != 0)
        return "not a network file";
    const unsigned char* in = bytes.data() + 8;
    const uint64_t version = get(in, 4);
    if (version < 1 || version > 3) return "network format version " + std::to_string(version);
    if (get(in + 4, 4) != uint64_t(N))
        return "a network of width " + std::to_string(get(in + 4, 4)) + ", not " +
               std::to_string(N);
    if (get(in + 8, 4) != uint64_t(kQA) || get(in + 12, 4) != uint64_t(kQB) ||
        get(in + 16, 4) != uint64_t(kOutputScale))
        return "a network quantised for other scales";
    if (bytes.size() < headerBytes(int(version))) return "cut short";
    int buckets = 1, kingBuckets = 1;
    if (version >= 2) {
        const uint64_t count = get(in + 20, 4);
        // Version 2 exists for more than one output bucket; version 3 may have one.
        if (count > uint64_t(kMaxOutputBuckets) || !validOutputBuckets(int(count)) ||
            (count == 1 && version == 2))
            return std::to_string(count) + " output buckets, not " +
                   (version == 2 ? "2, 4 or 8" : "1, 2, 4 or 8");
        buckets = int(count);
    }
    if (version == 3) {
        const uint64_t count = get(in + 24, 4);
        if (count > uint64_t(kMaxKingBuckets) || !validKingBuckets(int(count)) || count == 1)
            return std::to_string(count) + " king buckets, not 2 or 4";
        kingBuckets = int(count);
    }
    const size_t expected = fileBytes<N>(buckets, kingBuckets);
    if (bytes.size() != expected)
        return std::to_string(bytes.size()) + " bytes where a network of width " +
               std::to_string(N) + ", " + std::to_string(buckets) + " output bucket" +
               (buckets == 1 ? "" : "s") + " and " + std::to_string(kingBuckets) + " king bucket" +
               (kingBuckets == 1 ? "" : "s") + " has " + std::to_string(expected);
    const size_t body = bytes.size() - 8;
    if (fnv1a(bytes.data(), body) != get(bytes.data() + body, 8))
        return "damaged (its checksum does not match)";
    in = bytes.data() + headerBytes(int(version));
    if (!readInts(in, net.featureWeights, size_t(kingBuckets) * kInputs * N, kMaxFeatureWeight) ||
        !readInts(in, net.featureBias, N, kMaxFeatureWeight))
        return "weights beyond the range that keeps the integer sums exact";
    for (int b = 0; b < buckets; ++b)
        if (!readInts(in, net.outputWeights[b], 2 * N, maxOutputWeight(N)))
            return "weights beyond the range that keeps the integer sums exact";
    for (int b = 0; b < buckets; ++b, in += 4) net.outputBias[b] = int32_t(uint32_t(get(in, 4)));
    for (int b = buckets; b < kMaxOutputBuckets; ++b) {
        std::fill(std::begin(net.outputWeights[b]), std::end(net.outputWeights[b]), int16_t(0));
        net.outputBias[b] = 0;
    }
    std::fill(net.featureWeights + size_t(kingBuckets) * kInputs * N, std::end(net.featureWeights),
              int16_t(0));
    net.buckets = buckets;
    net.kingBuckets = kingBuckets;
    return {};
}

template <int N>
std::string loadFile(const std::string& path, Network<N>& net) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return path + ": cannot be read";
    std::vector<unsigned char> bytes{std::istreambuf_iterator<char>(file), {}};
    std::string error = load<N>(bytes, net);
    return error.empty() ? error : path + ": " + error;
}

std::vector<unsigned char> serialiseValues(int width, int buckets, int kingBuckets,
                                           std::span<const int16_t> weights,
                                           std::span<const int32_t> outputBias) {
    std::vector<unsigned char> out(kMagic, kMagic + 8);
    const int version = formatVersion(buckets, kingBuckets);
    out.reserve(headerBytes(version) + 2 * weights.size() + 4 * outputBias.size() + 8);
    for (int v : {version, width, kQA, kQB, kOutputScale}) put(out, uint32_t(v), 4);
    if (version >= 2) put(out, uint32_t(buckets), 4);
    if (version == 3) put(out, uint32_t(kingBuckets), 4);
    for (int16_t w : weights) put(out, uint16_t(w), 2);
    for (int32_t b : outputBias) put(out, uint32_t(b), 4);
    put(out, fnv1a(out.data(), out.size()), 8);
    return out;
}

template <int N>
std::vector<unsigned char> serialise(const Network<N>& net) {
    const int buckets = std::clamp(net.buckets, 1, kMaxOutputBuckets);
    const int kingBuckets = std::clamp(net.kingBuckets, 1, kMaxKingBuckets);
    std::vector<int16_t> weights(net.featureWeights,
                                 net.featureWeights + size_t(kingBuckets) * kInputs * N);
    weights.insert(weights.end(), net.featureBias, net.featureBias + N);
    // Bucket by bucket: each is an array of its own.
    for (int b = 0; b < buckets; ++b)
        weights.insert(weights.end(), std::begin(net.outputWeights[b]),
                       std::end(net.outputWeights[b]));
    return serialiseValues(N, buckets, kingBuckets, weights, {net.outputBias, size_t(buckets)});
}

template <int N>
std::unique_ptr<Network<N>> makeNetwork() {
    // Value-initialised: zeroed, the default constructor not being the user's.
    return std::make_unique<Network<N>>();
}

const Network<kHidden>* embeddedNetwork() {
    // Read once; a net that does not load is a build error in spirit, so it is simply absent.
    static const std::unique_ptr<Network<kHidden>> net = [] {
        std::unique_ptr<Network<kHidden>> n;
        if (kEmbeddedNetSize == 0) return n;
        n = makeNetwork<kHidden>();
        if (!load<kHidden>({kEmbeddedNet, kEmbeddedNetSize}, *n).empty()) n.reset();
        return n;
    }();
    return net.get();
}

#define CHESS960_NNUE_INSTANTIATE_FILE(N)                                                          \
    template std::string load<N>(std::span<const unsigned char>, Network<N>&);                     \
    template std::string loadFile<N>(const std::string&, Network<N>&);                             \
    template std::vector<unsigned char> serialise<N>(const Network<N>&);                           \
    template std::unique_ptr<Network<N>> makeNetwork<N>();
CHESS960_NNUE_INSTANTIATE_FILE(16)
CHESS960_NNUE_INSTANTIATE_FILE(32)
CHESS960_NNUE_INSTANTIATE_FILE(64)
CHESS960_NNUE_INSTANTIATE_FILE(128)
CHESS960_NNUE_INSTANTIATE_FILE(256)

} // namespace chess960::engine::nnue
