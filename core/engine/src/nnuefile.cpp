// The network file: a header (magic, version, hidden width and the quantisation it was made
// for), the weights as little-endian integers, and an FNV-1a checksum. The same bytes are
// compiled into the engine (nnuedata.cpp, written by chess960-tune train) and read from files
// by the trainer and the tests.
#include "chess960/engine/nnue.h"
#include "nnuedata.h"

#include <cstring>
#include <fstream>
#include <iterator>

namespace chess960::engine::nnue {

namespace {

constexpr char kMagic[8] = {'C', '9', '6', '0', 'N', 'N', 'U', 'E'};
constexpr uint32_t kVersion = 1;
constexpr size_t kHeaderBytes = 8 + 5 * 4;

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
size_t fileBytes() {
    return kHeaderBytes + 2 * (size_t(kInputs) * N + N + 2 * N) + 4 + 8;
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
    return int(get(bytes.data() + 12, 4));
}

template <int N>
std::string load(std::span<const unsigned char> bytes, Network<N>& net) {
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kMagic, 8) != 0)
        return "not a network file";
    const unsigned char* in = bytes.data() + 8;
    if (get(in, 4) != kVersion) return "network format version " + std::to_string(get(in, 4));
    if (get(in + 4, 4) != uint64_t(N))
        return "a network of width " + std::to_string(get(in + 4, 4)) + ", not " +
               std::to_string(N);
    if (get(in + 8, 4) != uint64_t(kQA) || get(in + 12, 4) != uint64_t(kQB) ||
        get(in + 16, 4) != uint64_t(kOutputScale))
        return "a network quantised for other scales";
    if (bytes.size() != fileBytes<N>())
        return std::to_string(bytes.size()) + " bytes where a network of width " +
               std::to_string(N) + " has " + std::to_string(fileBytes<N>());
    const size_t body = bytes.size() - 8;
    if (fnv1a(bytes.data(), body) != get(bytes.data() + body, 8))
        return "damaged (its checksum does not match)";
    in = bytes.data() + kHeaderBytes;
    if (!readInts(in, net.featureWeights, size_t(kInputs) * N, kMaxFeatureWeight) ||
        !readInts(in, net.featureBias, N, kMaxFeatureWeight) ||
        !readInts(in, net.outputWeights, 2 * N, maxOutputWeight(N)))
        return "weights beyond the range that keeps the integer sums exact";
    net.outputBias = int32_t(uint32_t(get(in, 4)));
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

template <int N>
std::vector<unsigned char> serialise(const Network<N>& net) {
    std::vector<unsigned char> out(kMagic, kMagic + 8);
    out.reserve(fileBytes<N>());
    for (uint32_t v : {kVersion, uint32_t(N), uint32_t(kQA), uint32_t(kQB), uint32_t(kOutputScale)})
        put(out, v, 4);
    auto ints = [&](const int16_t* v, size_t count) {
        for (size_t i = 0; i < count; ++i) put(out, uint16_t(v[i]), 2);
    };
    ints(net.featureWeights, size_t(kInputs) * N);
    ints(net.featureBias, N);
    ints(net.outputWeights, 2 * N);
    put(out, uint32_t(net.outputBias), 4);
    put(out, fnv1a(out.data(), out.size()), 8);
    return out;
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
