#include "eboard/boardlink.h"

#include <QFileInfo>
#include <QSerialPort>

namespace chess960::ui {

BoardLink::BoardLink(QObject* parent) : QObject(parent) {
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &BoardLink::open);
    answer_.setSingleShot(true);
    answer_.setInterval(kAnswerMs);
    ping_.setInterval(kPingMs);
    connect(&ping_, &QTimer::timeout, this, &BoardLink::ping);
    connect(&answer_, &QTimer::timeout, this, [this] {
        lose(tr("No answer from a %1 board on %2.")
                 .arg(kind_ == Kind::Dgt ? QStringLiteral("DGT") : QStringLiteral("Millennium"),
                      port_));
    });
}

BoardLink::~BoardLink() = default;

void BoardLink::ping() {
    if (state_ != State::Connected || answer_.isActive()) return;
    answer_.start();
    write(kind_ == Kind::Dgt ? std::string(1, char(dgt::kSendVersion))
                             : millennium::versionCommand());
}

std::optional<std::pair<BoardLink::Kind, QString>> BoardLink::parse(const QString& spec) {
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    if (colon <= 0 || colon + 1 >= spec.size()) return std::nullopt;
    const auto kind = kindOfKey(spec.left(colon).toLower());
    if (!kind) return std::nullopt;
    return std::make_pair(*kind, spec.mid(colon + 1));
}

QString BoardLink::kindKey(Kind kind) {
    return kind == Kind::Dgt ? QStringLiteral("dgt") : QStringLiteral("millennium");
}

std::optional<BoardLink::Kind> BoardLink::kindOfKey(const QString& key) {
    if (key == QLatin1String("dgt")) return Kind::Dgt;
    if (key == QLatin1String("millennium") || key == QLatin1String("chesslink"))
        return Kind::Millennium;
    return std::nullopt;
}

void BoardLink::connectTo(Kind kind, const QString& port) {
    disconnectBoard();
    kind_ = kind;
    port_ = port;
    version_.clear();
    serialNumber_.clear();
    open();
}

void BoardLink::disconnectBoard() {
    retry_.stop();
    answer_.stop();
    ping_.stop();
    closeDevice();
    problem_.clear();
    setState(State::Off);
}

void BoardLink::showSquares(Bitboard squares) {
    if (kind_ != Kind::Millennium || state_ != State::Connected || squares == lit_) return;
    lit_ = squares;
    write(millennium::ledCommand(squares));
}

void BoardLink::closeDevice() {
    if (!device_) return;
    device_->disconnect(this);
    device_->close();
    device_->deleteLater();
    device_ = nullptr;
}

void BoardLink::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

void BoardLink::open() {
    closeDevice();
    dgt_ = {};
    millennium_ = {};
    device_ = new QSerialPort(this);
    // A path (a pseudo-terminal, /dev/rfcomm0, a link) is opened as given; a bare name as
    // the system lists it (ttyUSB0, COM3).
    device_->setPortName(port_);
    if (!device_->open(QIODevice::ReadWrite)) {
        lose(tr("Cannot open %1: %2").arg(port_, device_->errorString()));
        return;
    }
    if (kind_ == Kind::Dgt) {
        device_->setBaudRate(QSerialPort::Baud9600);
        device_->setDataBits(QSerialPort::Data8);
        device_->setParity(QSerialPort::NoParity);
    } else {
        device_->setBaudRate(QSerialPort::Baud38400);
        device_->setDataBits(QSerialPort::Data7);
        device_->setParity(QSerialPort::OddParity);
    }
    device_->setStopBits(QSerialPort::OneStop);
    device_->setFlowControl(QSerialPort::NoFlowControl);
    connect(device_, &QSerialPort::readyRead, this, &BoardLink::read);
    connect(device_, &QSerialPort::errorOccurred, this, [this](QSerialPort::SerialPortError e) {
        // A board pulled out ends reads and writes with a resource error; the others (a
        // framing or parity error, a timeout) are noise on a line that is still there.
        if (e == QSerialPort::ResourceError || e == QSerialPort::PermissionError ||
            e == QSerialPort::DeviceNotFoundError || e == QSerialPort::WriteError ||
            e == QSerialPort::ReadError)
            lose(tr("The board on %1 is gone: %2").arg(port_, device_->errorString()));
    });
    problem_.clear();
    setState(State::Connecting);
    answer_.start();
    if (kind_ == Kind::Dgt) {
        write({char(dgt::kSendReset), char(dgt::kSendVersion), char(dgt::kSendSerialNumber),
               char(dgt::kSendBoard), char(dgt::kSendUpdateBoard)});
    } else {
        write(millennium::versionCommand() + millennium::reportChangesCommand() +
              millennium::statusCommand());
    }
}

void BoardLink::lose(const QString& why) {
    answer_.stop();
    ping_.stop();
    closeDevice();
    problem_ = why;
    setState(State::Lost);
    emit stateChanged(); // the reason may be new even when the state is not
    retry_.start();
}

void BoardLink::write(const std::string& bytes) {
    if (device_) device_->write(bytes.data(), qint64(bytes.size()));
}

void BoardLink::read() {
    if (!device_) return;
    const QByteArray bytes = device_->readAll();
    // Anything from the board shows it is there.
    if (!bytes.isEmpty() && state_ == State::Connected) {
        answer_.stop();
        ping_.start();
    }
    const std::span<const uint8_t> data(reinterpret_cast<const uint8_t*>(bytes.constData()),
                                        size_t(bytes.size()));
    const auto seen = [this](const eboard::Placement& board) {
        answer_.stop();
        ping_.start();
        board_ = board;
        if (state_ != State::Connected) lit_ = 0; // a board (re)connected starts dark
        setState(State::Connected);
        emit boardSeen(board);
    };
    if (kind_ == Kind::Dgt) {
        for (const dgt::Event& e : dgt_.feed(data)) {
            switch (e.kind) {
            case dgt::Event::Kind::BoardDump: seen(e.board); break;
            case dgt::Event::Kind::FieldUpdate:
                // Updates before the first whole board have nothing to apply to.
                if (state_ != State::Connected) break;
                board_[e.square] = e.piece;
                emit squareChanged(e.square, e.piece);
                break;
            case dgt::Event::Kind::Version:
                if (version_ != QString::fromStdString(e.text)) {
                    version_ = QString::fromStdString(e.text);
                    emit infoChanged();
                }
                break;
            case dgt::Event::Kind::SerialNumber:
                serialNumber_ = QString::fromStdString(e.text);
                emit infoChanged();
                break;
            default: break;
            }
        }
        return;
    }
    for (const millennium::Event& e : millennium_.feed(data)) {
        if (e.kind == millennium::Event::Kind::Status) {
            seen(e.board);
        } else if (e.kind == millennium::Event::Kind::Version &&
                   version_ != QString::fromStdString(e.text)) {
            version_ = QString::fromStdString(e.text);
            emit infoChanged();
        }
    }
}

} // namespace chess960::ui
