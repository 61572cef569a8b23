#include "floatnet.h"

#include "chess960/engine/nnue.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <ostream>

namespace chess960::engine::tune {

namespace {

constexpr int kMaxHidden = 1024;
constexpr char kCheckpointMagic[8] = {'C', '9', '6', '0', 'F', 'N', 'E', 'T'};

// splitmix64: the same weights from a seed on every platform (std's distributions are not).
uint64_t nextRandom(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

float uniform(uint64_t& state, float range) {
    return float((nextRandom(state) >> 11) * 0x1.0p-53 * 2 - 1) * range;
}

template <int N>
std::string loadAs(const std::vector<unsigned char>& file, std::shared_ptr<void>& holder,
                   std::function<int(const Position&)>& evaluate) {
    std::shared_ptr<nnue::Network<N>> net = nnue::makeNetwork<N>();
    std::string error = nnue::load<N>(file, *net);
    if (!error.empty()) return error;
    holder = net;
    evaluate = [raw = net.get()](const Position& pos) { return nnue::evaluate<N>(*raw, pos); };
    return {};
}

// A network file's integers over their scales, in the order of FloatNetwork::params.
template <int N>
std::string dequantise(const std::vector<unsigned char>& file, int buckets, int kingBuckets,
                       std::vector<float>& params) {
    std::unique_ptr<nnue::Network<N>> net = nnue::makeNetwork<N>();
    std::string error = nnue::load<N>(file, *net);
    if (!error.empty()) return error;
    if (net->buckets != buckets)
        return "a network of " + std::to_string(net->buckets) + " output buckets, not " +
               std::to_string(buckets);
    if (net->kingBuckets != kingBuckets && net->kingBuckets != 1)
        return "a network of " + std::to_string(net->kingBuckets) + " king buckets, not " +
               std::to_string(kingBuckets);
    size_t i = 0;
    // One king bucket's rows go into each of this network's king buckets.
    for (int k = 0; k < kingBuckets; ++k)
        for (size_t j = 0; j < size_t(nnue::kInputs) * N; ++j)
            params[i++] = float(net->featureWeights[net->kingBuckets == 1
                                                        ? j
                                                        : size_t(k) * nnue::kInputs * N + j]) /
                          nnue::kQA;
    for (int16_t w : net->featureBias) params[i++] = float(w) / nnue::kQA;
    for (int b = 0; b < buckets; ++b)
        for (int16_t w : net->outputWeights[b]) params[i++] = float(w) / nnue::kQB;
    for (int b = 0; b < buckets; ++b)
        params[i++] = float(net->outputBias[b]) / float(nnue::kQA * nnue::kQB);
    return {};
}

} // namespace

FloatNetwork::FloatNetwork(int hidden, int buckets, int kingBuckets)
    : hidden_(std::clamp(hidden, 1, kMaxHidden)),
      buckets_(std::clamp(buckets, 1, nnue::kMaxOutputBuckets)),
      kingBuckets_(std::clamp(kingBuckets, 1, nnue::kMaxKingBuckets)) {
    params.assign(outputBias(buckets_), 0.0f);
}

void FloatNetwork::initialise(uint64_t seed) {
    uint64_t state = seed;
    // About 26 rows are summed per side: spread 0.1 gives first-layer values of about +-0.3,
    // astride the clipping at 0; the output starts near 0.
    for (size_t i = 0; i < featureBias(); ++i) params[i] = uniform(state, 0.1f);
    for (size_t i = featureBias(); i < outputWeights(); ++i) params[i] = 0;
    for (size_t i = outputWeights(); i < outputBias(); ++i) params[i] = uniform(state, 0.1f);
    for (size_t i = outputBias(); i < params.size(); ++i) params[i] = 0;
}

void FloatNetwork::clip() {
    const float feature = float(nnue::kMaxFeatureWeight) / nnue::kQA;
    const float output = float(nnue::maxOutputWeight(hidden_)) / nnue::kQB;
    for (size_t i = 0; i < outputWeights(); ++i)
        params[i] = std::clamp(params[i], -feature, feature);
    for (size_t i = outputWeights(); i < outputBias(); ++i)
        params[i] = std::clamp(params[i], -output, output);
}

float FloatNetwork::forward(const PackedPosition& p, float* us, float* them, int* bucket) const {
    float ownUs[kMaxHidden], ownThem[kMaxHidden];
    if (!us) us = ownUs;
    if (!them) them = ownThem;
    uint16_t fu[32], ft[32];
    const int n = packedFeatures(p, fu, ft, kingBuckets_);
    const size_t N = size_t(hidden_);
    const float* bias = &params[featureBias()];
    std::copy(bias, bias + N, us);
    std::copy(bias, bias + N, them);
    for (int k = 0; k < n; ++k) {
        const float* ru = &params[fu[k] * N];
        const float* rt = &params[ft[k] * N];
        for (size_t j = 0; j < N; ++j) us[j] += ru[j], them[j] += rt[j];
    }
    const int b = nnue::outputBucket(n, buckets_);
    if (bucket) *bucket = b;
    const float* w = &params[outputWeights(b)];
    float out = params[outputBias(b)];
    for (size_t j = 0; j < N; ++j) {
        const float a = std::clamp(us[j], 0.0f, 1.0f), b = std::clamp(them[j], 0.0f, 1.0f);
        out += a * a * w[j] + b * b * w[N + j];
    }
    return out;
}

double FloatNetwork::centipawns(const PackedPosition& p) const {
    return double(forward(p)) * nnue::kOutputScale;
}

std::vector<unsigned char> FloatNetwork::checkpoint() const {
    std::vector<unsigned char> out(kCheckpointMagic, kCheckpointMagic + 8);
    for (uint32_t v : {uint32_t(hidden_), uint32_t(params.size())})
        for (int i = 0; i < 4; ++i) out.push_back((v >> (8 * i)) & 0xFF);
    // The width and the number of floats (which tells the shape: 768N floats a king bucket,
    // 2N + 1 an output bucket), then the floats as the machine holds them (little-endian
    // everywhere this is trained).
    const auto* bytes = reinterpret_cast<const unsigned char*>(params.data());
    out.insert(out.end(), bytes, bytes + params.size() * sizeof(float));
    return out;
}

std::string FloatNetwork::readCheckpoint(const std::vector<unsigned char>& bytes) {
    if (bytes.size() < 16 || std::memcmp(bytes.data(), kCheckpointMagic, 8) != 0)
        return "not a checkpoint";
    uint32_t header[2] = {0, 0};
    for (int k = 0; k < 2; ++k)
        for (int i = 0; i < 4; ++i) header[k] |= uint32_t(bytes[size_t(8 + 4 * k + i)]) << (8 * i);
    if (int(header[0]) != hidden_)
        return "a checkpoint of width " + std::to_string(header[0]) + ", not " +
               std::to_string(hidden_);
    if (header[1] != params.size()) {
        // The shapes the float count can stand for, the king buckets first.
        const long perBucket = 2L * hidden_ + 1, perKing = 768L * hidden_;
        for (int k = 1; k <= nnue::kMaxKingBuckets; k *= 2) {
            const long rest = long(header[1]) - k * perKing - hidden_;
            if (rest > 0 && rest % perBucket == 0 && rest / perBucket <= nnue::kMaxOutputBuckets)
                return "a checkpoint of " + std::to_string(k) + " king bucket" +
                       (k == 1 ? "" : "s") + " and " + std::to_string(rest / perBucket) +
                       " output buckets, not " + std::to_string(kingBuckets_) + " and " +
                       std::to_string(buckets_);
        }
        return "a checkpoint of " + std::to_string(header[1]) + " weights, not " +
               std::to_string(params.size());
    }
    if (bytes.size() != 16 + params.size() * sizeof(float)) return "a checkpoint cut short";
    std::memcpy(params.data(), bytes.data() + 16, params.size() * sizeof(float));
    return {};
}

std::string FloatNetwork::readNetwork(const std::vector<unsigned char>& file) {
    const int width = nnue::hiddenWidth(file);
    if (width == 0) return "not a network file";
    if (width != hidden_)
        return "a network of width " + std::to_string(width) + ", not " + std::to_string(hidden_);
    switch (width) {
    case 16: return dequantise<16>(file, buckets_, kingBuckets_, params);
    case 32: return dequantise<32>(file, buckets_, kingBuckets_, params);
    case 64: return dequantise<64>(file, buckets_, kingBuckets_, params);
    case 128: return dequantise<128>(file, buckets_, kingBuckets_, params);
    case 256: return dequantise<256>(file, buckets_, kingBuckets_, params);
    default: return "the engine has no code for width " + std::to_string(width);
    }
}

std::vector<unsigned char> FloatNetwork::quantise() const {
    FloatNetwork c = *this;
    c.clip();
    auto q = [](float v, int scale) { return std::lround(double(v) * scale); };
    std::vector<int16_t> weights;
    std::vector<int32_t> outputBias;
    for (size_t i = 0; i < c.outputWeights(); ++i)
        weights.push_back(int16_t(q(c.params[i], nnue::kQA)));
    for (size_t i = c.outputWeights(); i < c.outputBias(); ++i)
        weights.push_back(int16_t(q(c.params[i], nnue::kQB)));
    for (size_t i = c.outputBias(); i < c.params.size(); ++i)
        outputBias.push_back(int32_t(q(c.params[i], nnue::kQA * nnue::kQB)));
    return nnue::serialiseValues(hidden_, buckets_, kingBuckets_, weights, outputBias);
}

std::string QuantisedNetwork::load(const std::vector<unsigned char>& file) {
    switch (nnue::hiddenWidth(file)) {
    case 16: return loadAs<16>(file, net_, evaluate_);
    case 32: return loadAs<32>(file, net_, evaluate_);
    case 64: return loadAs<64>(file, net_, evaluate_);
    case 128: return loadAs<128>(file, net_, evaluate_);
    case 256: return loadAs<256>(file, net_, evaluate_);
    case 0: return "not a network file";
    default: return "the engine has no code for width " + std::to_string(nnue::hiddenWidth(file));
    }
}

QuantisationReport compareQuantised(const FloatNetwork& net, const std::vector<unsigned char>& file,
                                    const NetDataSet& set, long limit) {
    QuantisationReport r;
    QuantisedNetwork quantised;
    r.error = quantised.load(file);
    if (!r.error.empty()) return r;
    double sum = 0;
    for (size_t i = 0; i < set.size() && long(i) < limit; ++i) {
        const Position pos = unpack(set[i]);
        const double cp = net.centipawns(set[i]);
        const int diff = int(std::lround(std::abs(quantised.centipawns(pos) - cp)));
        sum += diff;
        r.maxAbsDifference = std::max(r.maxAbsDifference, diff);
        ++r.positions;
    }
    r.meanAbsDifference = r.positions ? sum / double(r.positions) : 0;
    return r;
}

void writeNetSource(const std::vector<unsigned char>& file, std::ostream& out,
                    std::string_view note) {
    out << "// The network compiled into the engine, a network file as bytes (nnuefile.cpp reads\n"
           "// them). Written by chess960-tune train: "
        << note << "\n#include \"nnuedata.h\"\n\nnamespace chess960::engine::nnue {\n\n"
        << "alignas(32) const unsigned char kEmbeddedNet[] = {";
    for (size_t i = 0; i < file.size(); ++i)
        out << (i % 24 ? " " : "\n    ") << int(file[i]) << ",";
    out << "\n};\nconst std::size_t kEmbeddedNetSize = sizeof kEmbeddedNet;\n\n"
           "} // namespace chess960::engine::nnue\n";
}

bool readBytes(const std::string& path, std::vector<unsigned char>& bytes) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    bytes.assign(std::istreambuf_iterator<char>(file), {});
    return !file.bad();
}

bool writeBytes(const std::string& path, const std::vector<unsigned char>& bytes) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    file.close();
    return bool(file);
}

} // namespace chess960::engine::tune
