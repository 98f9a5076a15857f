/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError;

// Exported root namespace
const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const pb = $root.pb = (() => {

    /**
     * Namespace pb.
     * @exports pb
     * @namespace
     */
    const pb = {};

    pb.Web3MQRequestMessage = (function() {

        /**
         * Properties of a Web3MQRequestMessage.
         * @typedef {Object} pb.Web3MQRequestMessage.$Properties
         * @property {Uint8Array|null} [payload] Web3MQRequestMessage payload
         * @property {string|null} [contentTopic] Web3MQRequestMessage contentTopic
         * @property {number|null} [version] Web3MQRequestMessage version
         * @property {string|null} [comeFrom] Web3MQRequestMessage comeFrom
         * @property {string|null} [fromSign] Web3MQRequestMessage fromSign
         * @property {string|null} [payloadType] Web3MQRequestMessage payloadType
         * @property {string|null} [cipherSuite] Web3MQRequestMessage cipherSuite
         * @property {boolean|null} [needStore] Web3MQRequestMessage needStore
         * @property {number|Long|null} [timestamp] Web3MQRequestMessage timestamp
         * @property {string|null} [messageId] Web3MQRequestMessage messageId
         * @property {string|null} [messageType] Web3MQRequestMessage messageType
         * @property {string|null} [nodeId] Web3MQRequestMessage nodeId
         * @property {string|null} [validatePubKey] Web3MQRequestMessage validatePubKey
         * @property {Object.<string,string>|null} [extraData] Web3MQRequestMessage extraData
         * @property {string|null} [threadId] Web3MQRequestMessage threadId
         * @property {string|null} [replyId] Web3MQRequestMessage replyId
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Web3MQRequestMessage.
         * @memberof pb
         * @interface IWeb3MQRequestMessage
         * @augments pb.Web3MQRequestMessage.$Properties
         * @deprecated Use pb.Web3MQRequestMessage.$Properties instead.
         */

        /**
         * Shape of a Web3MQRequestMessage.
         * @typedef {pb.Web3MQRequestMessage.$Properties} pb.Web3MQRequestMessage.$Shape
         */

        /**
         * Constructs a new Web3MQRequestMessage.
         * @memberof pb
         * @classdesc Represents a Web3MQRequestMessage.
         * @constructor
         * @param {pb.Web3MQRequestMessage.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Web3MQRequestMessage = function (properties) {
            this.extraData = {};
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Web3MQRequestMessage payload.
         * @member {Uint8Array} payload
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.payload = $util.newBuffer([]);

        /**
         * Web3MQRequestMessage contentTopic.
         * @member {string} contentTopic
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.contentTopic = "";

        /**
         * Web3MQRequestMessage version.
         * @member {number} version
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.version = 0;

        /**
         * Web3MQRequestMessage comeFrom.
         * @member {string} comeFrom
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.comeFrom = "";

        /**
         * Web3MQRequestMessage fromSign.
         * @member {string} fromSign
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.fromSign = "";

        /**
         * Web3MQRequestMessage payloadType.
         * @member {string} payloadType
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.payloadType = "";

        /**
         * Web3MQRequestMessage cipherSuite.
         * @member {string} cipherSuite
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.cipherSuite = "";

        /**
         * Web3MQRequestMessage needStore.
         * @member {boolean} needStore
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.needStore = false;

        /**
         * Web3MQRequestMessage timestamp.
         * @member {number|Long} timestamp
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Web3MQRequestMessage messageId.
         * @member {string} messageId
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.messageId = "";

        /**
         * Web3MQRequestMessage messageType.
         * @member {string|null|undefined} messageType
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.messageType = null;

        /**
         * Web3MQRequestMessage nodeId.
         * @member {string} nodeId
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.nodeId = "";

        /**
         * Web3MQRequestMessage validatePubKey.
         * @member {string} validatePubKey
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.validatePubKey = "";

        /**
         * Web3MQRequestMessage extraData.
         * @member {Object.<string,string>} extraData
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.extraData = $util.emptyObject;

        /**
         * Web3MQRequestMessage threadId.
         * @member {string} threadId
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.threadId = "";

        /**
         * Web3MQRequestMessage replyId.
         * @member {string} replyId
         * @memberof pb.Web3MQRequestMessage
         * @instance
         */
        Web3MQRequestMessage.prototype.replyId = "";

        // OneOf field names bound to virtual getters and setters
        let $oneOfFields;

        // Virtual OneOf for proto3 optional field
        $Object.defineProperty(Web3MQRequestMessage.prototype, "_messageType", {
            get: $util.oneOfGetter($oneOfFields = ["messageType"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Encodes the specified Web3MQRequestMessage message. Does not implicitly {@link pb.Web3MQRequestMessage.verify|verify} messages.
         * @function encode
         * @memberof pb.Web3MQRequestMessage
         * @static
         * @param {pb.Web3MQRequestMessage.$Properties} message Web3MQRequestMessage message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Web3MQRequestMessage.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.payload != null && $Object.hasOwnProperty.call(message, "payload") && message.payload.length)
                writer.uint32(/* id 1, wireType 2 =*/10).bytes(message.payload);
            if (message.contentTopic != null && $Object.hasOwnProperty.call(message, "contentTopic") && message.contentTopic !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.contentTopic);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.version);
            if (message.comeFrom != null && $Object.hasOwnProperty.call(message, "comeFrom") && message.comeFrom !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.comeFrom);
            if (message.fromSign != null && $Object.hasOwnProperty.call(message, "fromSign") && message.fromSign !== "")
                writer.uint32(/* id 5, wireType 2 =*/42).string(message.fromSign);
            if (message.payloadType != null && $Object.hasOwnProperty.call(message, "payloadType") && message.payloadType !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.payloadType);
            if (message.cipherSuite != null && $Object.hasOwnProperty.call(message, "cipherSuite") && message.cipherSuite !== "")
                writer.uint32(/* id 7, wireType 2 =*/58).string(message.cipherSuite);
            if (message.needStore != null && $Object.hasOwnProperty.call(message, "needStore") && message.needStore !== false)
                writer.uint32(/* id 8, wireType 0 =*/64).bool(message.needStore);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(/* id 9, wireType 0 =*/72).uint64(message.timestamp);
            if (message.messageId != null && $Object.hasOwnProperty.call(message, "messageId") && message.messageId !== "")
                writer.uint32(/* id 10, wireType 2 =*/82).string(message.messageId);
            if (message.messageType != null && $Object.hasOwnProperty.call(message, "messageType"))
                writer.uint32(/* id 11, wireType 2 =*/90).string(message.messageType);
            if (message.nodeId != null && $Object.hasOwnProperty.call(message, "nodeId") && message.nodeId !== "")
                writer.uint32(/* id 12, wireType 2 =*/98).string(message.nodeId);
            if (message.validatePubKey != null && $Object.hasOwnProperty.call(message, "validatePubKey") && message.validatePubKey !== "")
                writer.uint32(/* id 13, wireType 2 =*/106).string(message.validatePubKey);
            if (message.extraData != null && $Object.hasOwnProperty.call(message, "extraData"))
                for (let keys = $Object.keys(message.extraData), i = 0; i < keys.length; ++i)
                    writer.uint32(/* id 14, wireType 2 =*/114).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.extraData[keys[i]]).ldelim();
            if (message.threadId != null && $Object.hasOwnProperty.call(message, "threadId") && message.threadId !== "")
                writer.uint32(/* id 15, wireType 2 =*/122).string(message.threadId);
            if (message.replyId != null && $Object.hasOwnProperty.call(message, "replyId") && message.replyId !== "")
                writer.uint32(/* id 16, wireType 2 =*/130).string(message.replyId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Web3MQRequestMessage message from the specified reader or buffer.
         * @function decode
         * @memberof pb.Web3MQRequestMessage
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.Web3MQRequestMessage & pb.Web3MQRequestMessage.$Shape} Web3MQRequestMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Web3MQRequestMessage.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, key, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.Web3MQRequestMessage();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.bytes()).length)
                            message.payload = value;
                        else
                            delete message.payload;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.contentTopic = value;
                        else
                            delete message.contentTopic;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.comeFrom = value;
                        else
                            delete message.comeFrom;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fromSign = value;
                        else
                            delete message.fromSign;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.payloadType = value;
                        else
                            delete message.payloadType;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cipherSuite = value;
                        else
                            delete message.cipherSuite;
                        continue;
                    }
                case 8: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.needStore = value;
                        else
                            delete message.needStore;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageId = value;
                        else
                            delete message.messageId;
                        continue;
                    }
                case 11: {
                        if (wireType !== 2)
                            break;
                        message.messageType = reader.stringVerify();
                        message._messageType = "messageType";
                        continue;
                    }
                case 12: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.nodeId = value;
                        else
                            delete message.nodeId;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.validatePubKey = value;
                        else
                            delete message.validatePubKey;
                        continue;
                    }
                case 14: {
                        if (wireType !== 2)
                            break;
                        if (message.extraData === $util.emptyObject)
                            message.extraData = {};
                        let end2 = reader.size() + reader.pos;
                        if (end2 > reader.len)
                            throw $RangeError("index out of range");
                        reader.len = end2;
                        key = "";
                        value = "";
                        while (reader.pos < end2) {
                            let tag2 = reader.tag();
                            wireType = tag2 & 7;
                            switch (tag2 >>>= 3) {
                            case 1:
                                if (wireType !== 2)
                                    break;
                                key = reader.stringVerify();
                                continue;
                            case 2:
                                if (wireType !== 2)
                                    break;
                                value = reader.stringVerify();
                                continue;
                            }
                            reader.skipType(wireType, _depth, tag2);
                        }
                        if (reader.pos !== end2)
                            throw $RangeError("index out of range");
                        reader.len = end;
                        if (key === "__proto__")
                            $util.makeProp(message.extraData, key);
                        message.extraData[key] = value;
                        continue;
                    }
                case 15: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.threadId = value;
                        else
                            delete message.threadId;
                        continue;
                    }
                case 16: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.replyId = value;
                        else
                            delete message.replyId;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for Web3MQRequestMessage
         * @function getTypeUrl
         * @memberof pb.Web3MQRequestMessage
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Web3MQRequestMessage.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.Web3MQRequestMessage";
        };

        return Web3MQRequestMessage;
    })();

    pb.Web3MQMessageStatusResp = (function() {

        /**
         * Properties of a Web3MQMessageStatusResp.
         * @typedef {Object} pb.Web3MQMessageStatusResp.$Properties
         * @property {string|null} [messageId] Web3MQMessageStatusResp messageId
         * @property {string|null} [contentTopic] Web3MQMessageStatusResp contentTopic
         * @property {string|null} [messageStatus] Web3MQMessageStatusResp messageStatus
         * @property {string|null} [version] Web3MQMessageStatusResp version
         * @property {string|null} [comeFrom] Web3MQMessageStatusResp comeFrom
         * @property {string|null} [fromSign] Web3MQMessageStatusResp fromSign
         * @property {number|Long|null} [timestamp] Web3MQMessageStatusResp timestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Web3MQMessageStatusResp.
         * @memberof pb
         * @interface IWeb3MQMessageStatusResp
         * @augments pb.Web3MQMessageStatusResp.$Properties
         * @deprecated Use pb.Web3MQMessageStatusResp.$Properties instead.
         */

        /**
         * Shape of a Web3MQMessageStatusResp.
         * @typedef {pb.Web3MQMessageStatusResp.$Properties} pb.Web3MQMessageStatusResp.$Shape
         */

        /**
         * Constructs a new Web3MQMessageStatusResp.
         * @memberof pb
         * @classdesc Represents a Web3MQMessageStatusResp.
         * @constructor
         * @param {pb.Web3MQMessageStatusResp.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Web3MQMessageStatusResp = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Web3MQMessageStatusResp messageId.
         * @member {string} messageId
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.messageId = "";

        /**
         * Web3MQMessageStatusResp contentTopic.
         * @member {string} contentTopic
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.contentTopic = "";

        /**
         * Web3MQMessageStatusResp messageStatus.
         * @member {string} messageStatus
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.messageStatus = "";

        /**
         * Web3MQMessageStatusResp version.
         * @member {string} version
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.version = "";

        /**
         * Web3MQMessageStatusResp comeFrom.
         * @member {string} comeFrom
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.comeFrom = "";

        /**
         * Web3MQMessageStatusResp fromSign.
         * @member {string} fromSign
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.fromSign = "";

        /**
         * Web3MQMessageStatusResp timestamp.
         * @member {number|Long} timestamp
         * @memberof pb.Web3MQMessageStatusResp
         * @instance
         */
        Web3MQMessageStatusResp.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Encodes the specified Web3MQMessageStatusResp message. Does not implicitly {@link pb.Web3MQMessageStatusResp.verify|verify} messages.
         * @function encode
         * @memberof pb.Web3MQMessageStatusResp
         * @static
         * @param {pb.Web3MQMessageStatusResp.$Properties} message Web3MQMessageStatusResp message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Web3MQMessageStatusResp.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messageId != null && $Object.hasOwnProperty.call(message, "messageId") && message.messageId !== "")
                writer.uint32(/* id 1, wireType 2 =*/10).string(message.messageId);
            if (message.contentTopic != null && $Object.hasOwnProperty.call(message, "contentTopic") && message.contentTopic !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.contentTopic);
            if (message.messageStatus != null && $Object.hasOwnProperty.call(message, "messageStatus") && message.messageStatus !== "")
                writer.uint32(/* id 3, wireType 2 =*/26).string(message.messageStatus);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.version);
            if (message.comeFrom != null && $Object.hasOwnProperty.call(message, "comeFrom") && message.comeFrom !== "")
                writer.uint32(/* id 5, wireType 2 =*/42).string(message.comeFrom);
            if (message.fromSign != null && $Object.hasOwnProperty.call(message, "fromSign") && message.fromSign !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.fromSign);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(/* id 7, wireType 0 =*/56).uint64(message.timestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Web3MQMessageStatusResp message from the specified reader or buffer.
         * @function decode
         * @memberof pb.Web3MQMessageStatusResp
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.Web3MQMessageStatusResp & pb.Web3MQMessageStatusResp.$Shape} Web3MQMessageStatusResp
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Web3MQMessageStatusResp.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.Web3MQMessageStatusResp();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageId = value;
                        else
                            delete message.messageId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.contentTopic = value;
                        else
                            delete message.contentTopic;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageStatus = value;
                        else
                            delete message.messageStatus;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.comeFrom = value;
                        else
                            delete message.comeFrom;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fromSign = value;
                        else
                            delete message.fromSign;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for Web3MQMessageStatusResp
         * @function getTypeUrl
         * @memberof pb.Web3MQMessageStatusResp
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Web3MQMessageStatusResp.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.Web3MQMessageStatusResp";
        };

        return Web3MQMessageStatusResp;
    })();

    pb.Web3MQChangeMessageStatus = (function() {

        /**
         * Properties of a Web3MQChangeMessageStatus.
         * @typedef {Object} pb.Web3MQChangeMessageStatus.$Properties
         * @property {string|null} [messageId] Web3MQChangeMessageStatus messageId
         * @property {string|null} [contentTopic] Web3MQChangeMessageStatus contentTopic
         * @property {string|null} [messageStatus] Web3MQChangeMessageStatus messageStatus
         * @property {string|null} [version] Web3MQChangeMessageStatus version
         * @property {string|null} [comeFrom] Web3MQChangeMessageStatus comeFrom
         * @property {string|null} [fromSign] Web3MQChangeMessageStatus fromSign
         * @property {number|Long|null} [timestamp] Web3MQChangeMessageStatus timestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Web3MQChangeMessageStatus.
         * @memberof pb
         * @interface IWeb3MQChangeMessageStatus
         * @augments pb.Web3MQChangeMessageStatus.$Properties
         * @deprecated Use pb.Web3MQChangeMessageStatus.$Properties instead.
         */

        /**
         * Shape of a Web3MQChangeMessageStatus.
         * @typedef {pb.Web3MQChangeMessageStatus.$Properties} pb.Web3MQChangeMessageStatus.$Shape
         */

        /**
         * Constructs a new Web3MQChangeMessageStatus.
         * @memberof pb
         * @classdesc Represents a Web3MQChangeMessageStatus.
         * @constructor
         * @param {pb.Web3MQChangeMessageStatus.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Web3MQChangeMessageStatus = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Web3MQChangeMessageStatus messageId.
         * @member {string} messageId
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.messageId = "";

        /**
         * Web3MQChangeMessageStatus contentTopic.
         * @member {string} contentTopic
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.contentTopic = "";

        /**
         * Web3MQChangeMessageStatus messageStatus.
         * @member {string} messageStatus
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.messageStatus = "";

        /**
         * Web3MQChangeMessageStatus version.
         * @member {string} version
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.version = "";

        /**
         * Web3MQChangeMessageStatus comeFrom.
         * @member {string} comeFrom
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.comeFrom = "";

        /**
         * Web3MQChangeMessageStatus fromSign.
         * @member {string} fromSign
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.fromSign = "";

        /**
         * Web3MQChangeMessageStatus timestamp.
         * @member {number|Long} timestamp
         * @memberof pb.Web3MQChangeMessageStatus
         * @instance
         */
        Web3MQChangeMessageStatus.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Encodes the specified Web3MQChangeMessageStatus message. Does not implicitly {@link pb.Web3MQChangeMessageStatus.verify|verify} messages.
         * @function encode
         * @memberof pb.Web3MQChangeMessageStatus
         * @static
         * @param {pb.Web3MQChangeMessageStatus.$Properties} message Web3MQChangeMessageStatus message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Web3MQChangeMessageStatus.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messageId != null && $Object.hasOwnProperty.call(message, "messageId") && message.messageId !== "")
                writer.uint32(/* id 1, wireType 2 =*/10).string(message.messageId);
            if (message.contentTopic != null && $Object.hasOwnProperty.call(message, "contentTopic") && message.contentTopic !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.contentTopic);
            if (message.messageStatus != null && $Object.hasOwnProperty.call(message, "messageStatus") && message.messageStatus !== "")
                writer.uint32(/* id 3, wireType 2 =*/26).string(message.messageStatus);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.version);
            if (message.comeFrom != null && $Object.hasOwnProperty.call(message, "comeFrom") && message.comeFrom !== "")
                writer.uint32(/* id 5, wireType 2 =*/42).string(message.comeFrom);
            if (message.fromSign != null && $Object.hasOwnProperty.call(message, "fromSign") && message.fromSign !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.fromSign);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(/* id 7, wireType 0 =*/56).uint64(message.timestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Web3MQChangeMessageStatus message from the specified reader or buffer.
         * @function decode
         * @memberof pb.Web3MQChangeMessageStatus
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.Web3MQChangeMessageStatus & pb.Web3MQChangeMessageStatus.$Shape} Web3MQChangeMessageStatus
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Web3MQChangeMessageStatus.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.Web3MQChangeMessageStatus();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageId = value;
                        else
                            delete message.messageId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.contentTopic = value;
                        else
                            delete message.contentTopic;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageStatus = value;
                        else
                            delete message.messageStatus;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.comeFrom = value;
                        else
                            delete message.comeFrom;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fromSign = value;
                        else
                            delete message.fromSign;
                        continue;
                    }
                case 7: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for Web3MQChangeMessageStatus
         * @function getTypeUrl
         * @memberof pb.Web3MQChangeMessageStatus
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Web3MQChangeMessageStatus.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.Web3MQChangeMessageStatus";
        };

        return Web3MQChangeMessageStatus;
    })();

    pb.MessageItem = (function() {

        /**
         * Properties of a MessageItem.
         * @typedef {Object} pb.MessageItem.$Properties
         * @property {string|null} [messageId] MessageItem messageId
         * @property {number|null} [version] MessageItem version
         * @property {Uint8Array|null} [payload] MessageItem payload
         * @property {string|null} [payloadType] MessageItem payloadType
         * @property {string|null} [comeFrom] MessageItem comeFrom
         * @property {string|null} [fromSign] MessageItem fromSign
         * @property {string|null} [contentTopic] MessageItem contentTopic
         * @property {string|null} [cipherSuite] MessageItem cipherSuite
         * @property {number|Long|null} [timestamp] MessageItem timestamp
         * @property {boolean|null} [read] MessageItem read
         * @property {number|Long|null} [readTimestamp] MessageItem readTimestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a MessageItem.
         * @memberof pb
         * @interface IMessageItem
         * @augments pb.MessageItem.$Properties
         * @deprecated Use pb.MessageItem.$Properties instead.
         */

        /**
         * Shape of a MessageItem.
         * @typedef {pb.MessageItem.$Properties} pb.MessageItem.$Shape
         */

        /**
         * Constructs a new MessageItem.
         * @memberof pb
         * @classdesc Represents a MessageItem.
         * @constructor
         * @param {pb.MessageItem.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const MessageItem = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * MessageItem messageId.
         * @member {string} messageId
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.messageId = "";

        /**
         * MessageItem version.
         * @member {number} version
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.version = 0;

        /**
         * MessageItem payload.
         * @member {Uint8Array} payload
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.payload = $util.newBuffer([]);

        /**
         * MessageItem payloadType.
         * @member {string} payloadType
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.payloadType = "";

        /**
         * MessageItem comeFrom.
         * @member {string} comeFrom
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.comeFrom = "";

        /**
         * MessageItem fromSign.
         * @member {string} fromSign
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.fromSign = "";

        /**
         * MessageItem contentTopic.
         * @member {string} contentTopic
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.contentTopic = "";

        /**
         * MessageItem cipherSuite.
         * @member {string} cipherSuite
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.cipherSuite = "";

        /**
         * MessageItem timestamp.
         * @member {number|Long} timestamp
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * MessageItem read.
         * @member {boolean} read
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.read = false;

        /**
         * MessageItem readTimestamp.
         * @member {number|Long} readTimestamp
         * @memberof pb.MessageItem
         * @instance
         */
        MessageItem.prototype.readTimestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Encodes the specified MessageItem message. Does not implicitly {@link pb.MessageItem.verify|verify} messages.
         * @function encode
         * @memberof pb.MessageItem
         * @static
         * @param {pb.MessageItem.$Properties} message MessageItem message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        MessageItem.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.messageId != null && $Object.hasOwnProperty.call(message, "messageId") && message.messageId !== "")
                writer.uint32(/* id 1, wireType 2 =*/10).string(message.messageId);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.version);
            if (message.payload != null && $Object.hasOwnProperty.call(message, "payload") && message.payload.length)
                writer.uint32(/* id 3, wireType 2 =*/26).bytes(message.payload);
            if (message.payloadType != null && $Object.hasOwnProperty.call(message, "payloadType") && message.payloadType !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.payloadType);
            if (message.comeFrom != null && $Object.hasOwnProperty.call(message, "comeFrom") && message.comeFrom !== "")
                writer.uint32(/* id 5, wireType 2 =*/42).string(message.comeFrom);
            if (message.fromSign != null && $Object.hasOwnProperty.call(message, "fromSign") && message.fromSign !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.fromSign);
            if (message.contentTopic != null && $Object.hasOwnProperty.call(message, "contentTopic") && message.contentTopic !== "")
                writer.uint32(/* id 7, wireType 2 =*/58).string(message.contentTopic);
            if (message.cipherSuite != null && $Object.hasOwnProperty.call(message, "cipherSuite") && message.cipherSuite !== "")
                writer.uint32(/* id 8, wireType 2 =*/66).string(message.cipherSuite);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(/* id 9, wireType 0 =*/72).uint64(message.timestamp);
            if (message.read != null && $Object.hasOwnProperty.call(message, "read") && message.read !== false)
                writer.uint32(/* id 10, wireType 0 =*/80).bool(message.read);
            if (message.readTimestamp != null && $Object.hasOwnProperty.call(message, "readTimestamp") && (typeof message.readTimestamp === "object" ? message.readTimestamp.low || message.readTimestamp.high : message.readTimestamp !== 0))
                writer.uint32(/* id 11, wireType 0 =*/88).uint64(message.readTimestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a MessageItem message from the specified reader or buffer.
         * @function decode
         * @memberof pb.MessageItem
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.MessageItem & pb.MessageItem.$Shape} MessageItem
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        MessageItem.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.MessageItem();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.messageId = value;
                        else
                            delete message.messageId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.bytes()).length)
                            message.payload = value;
                        else
                            delete message.payload;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.payloadType = value;
                        else
                            delete message.payloadType;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.comeFrom = value;
                        else
                            delete message.comeFrom;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fromSign = value;
                        else
                            delete message.fromSign;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.contentTopic = value;
                        else
                            delete message.contentTopic;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.cipherSuite = value;
                        else
                            delete message.cipherSuite;
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.bool())
                            message.read = value;
                        else
                            delete message.read;
                        continue;
                    }
                case 11: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.readTimestamp = value;
                        else
                            delete message.readTimestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for MessageItem
         * @function getTypeUrl
         * @memberof pb.MessageItem
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        MessageItem.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.MessageItem";
        };

        return MessageItem;
    })();

    pb.Web3MQMessageListResponse = (function() {

        /**
         * Properties of a Web3MQMessageListResponse.
         * @typedef {Object} pb.Web3MQMessageListResponse.$Properties
         * @property {Array.<pb.MessageItem.$Properties>|null} [data] Web3MQMessageListResponse data
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Web3MQMessageListResponse.
         * @memberof pb
         * @interface IWeb3MQMessageListResponse
         * @augments pb.Web3MQMessageListResponse.$Properties
         * @deprecated Use pb.Web3MQMessageListResponse.$Properties instead.
         */

        /**
         * Shape of a Web3MQMessageListResponse.
         * @typedef {pb.Web3MQMessageListResponse.$Properties} pb.Web3MQMessageListResponse.$Shape
         */

        /**
         * Constructs a new Web3MQMessageListResponse.
         * @memberof pb
         * @classdesc Represents a Web3MQMessageListResponse.
         * @constructor
         * @param {pb.Web3MQMessageListResponse.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Web3MQMessageListResponse = function (properties) {
            this.data = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Web3MQMessageListResponse data.
         * @member {Array.<pb.MessageItem.$Properties>} data
         * @memberof pb.Web3MQMessageListResponse
         * @instance
         */
        Web3MQMessageListResponse.prototype.data = $util.emptyArray;

        /**
         * Encodes the specified Web3MQMessageListResponse message. Does not implicitly {@link pb.Web3MQMessageListResponse.verify|verify} messages.
         * @function encode
         * @memberof pb.Web3MQMessageListResponse
         * @static
         * @param {pb.Web3MQMessageListResponse.$Properties} message Web3MQMessageListResponse message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Web3MQMessageListResponse.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.data != null && message.data.length)
                for (let i = 0; i < message.data.length; ++i)
                    $root.pb.MessageItem.encode(message.data[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Web3MQMessageListResponse message from the specified reader or buffer.
         * @function decode
         * @memberof pb.Web3MQMessageListResponse
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.Web3MQMessageListResponse & pb.Web3MQMessageListResponse.$Shape} Web3MQMessageListResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Web3MQMessageListResponse.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.Web3MQMessageListResponse();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.data && message.data.length))
                            message.data = [];
                        message.data.push($root.pb.MessageItem.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for Web3MQMessageListResponse
         * @function getTypeUrl
         * @memberof pb.Web3MQMessageListResponse
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Web3MQMessageListResponse.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.Web3MQMessageListResponse";
        };

        return Web3MQMessageListResponse;
    })();

    pb.GetHistoryMessagesRequest = (function() {

        /**
         * Properties of a GetHistoryMessagesRequest.
         * @typedef {Object} pb.GetHistoryMessagesRequest.$Properties
         * @property {string|null} [comeFrom] GetHistoryMessagesRequest comeFrom
         * @property {string|null} [fromSign] GetHistoryMessagesRequest fromSign
         * @property {number|null} [version] GetHistoryMessagesRequest version
         * @property {number|Long|null} [timestamp] GetHistoryMessagesRequest timestamp
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a GetHistoryMessagesRequest.
         * @memberof pb
         * @interface IGetHistoryMessagesRequest
         * @augments pb.GetHistoryMessagesRequest.$Properties
         * @deprecated Use pb.GetHistoryMessagesRequest.$Properties instead.
         */

        /**
         * Shape of a GetHistoryMessagesRequest.
         * @typedef {pb.GetHistoryMessagesRequest.$Properties} pb.GetHistoryMessagesRequest.$Shape
         */

        /**
         * Constructs a new GetHistoryMessagesRequest.
         * @memberof pb
         * @classdesc Represents a GetHistoryMessagesRequest.
         * @constructor
         * @param {pb.GetHistoryMessagesRequest.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const GetHistoryMessagesRequest = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * GetHistoryMessagesRequest comeFrom.
         * @member {string} comeFrom
         * @memberof pb.GetHistoryMessagesRequest
         * @instance
         */
        GetHistoryMessagesRequest.prototype.comeFrom = "";

        /**
         * GetHistoryMessagesRequest fromSign.
         * @member {string} fromSign
         * @memberof pb.GetHistoryMessagesRequest
         * @instance
         */
        GetHistoryMessagesRequest.prototype.fromSign = "";

        /**
         * GetHistoryMessagesRequest version.
         * @member {number} version
         * @memberof pb.GetHistoryMessagesRequest
         * @instance
         */
        GetHistoryMessagesRequest.prototype.version = 0;

        /**
         * GetHistoryMessagesRequest timestamp.
         * @member {number|Long} timestamp
         * @memberof pb.GetHistoryMessagesRequest
         * @instance
         */
        GetHistoryMessagesRequest.prototype.timestamp = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Encodes the specified GetHistoryMessagesRequest message. Does not implicitly {@link pb.GetHistoryMessagesRequest.verify|verify} messages.
         * @function encode
         * @memberof pb.GetHistoryMessagesRequest
         * @static
         * @param {pb.GetHistoryMessagesRequest.$Properties} message GetHistoryMessagesRequest message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        GetHistoryMessagesRequest.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.comeFrom != null && $Object.hasOwnProperty.call(message, "comeFrom") && message.comeFrom !== "")
                writer.uint32(/* id 1, wireType 2 =*/10).string(message.comeFrom);
            if (message.fromSign != null && $Object.hasOwnProperty.call(message, "fromSign") && message.fromSign !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.fromSign);
            if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.version);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && (typeof message.timestamp === "object" ? message.timestamp.low || message.timestamp.high : message.timestamp !== 0))
                writer.uint32(/* id 4, wireType 0 =*/32).uint64(message.timestamp);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a GetHistoryMessagesRequest message from the specified reader or buffer.
         * @function decode
         * @memberof pb.GetHistoryMessagesRequest
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {pb.GetHistoryMessagesRequest & pb.GetHistoryMessagesRequest.$Shape} GetHistoryMessagesRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        GetHistoryMessagesRequest.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.pb.GetHistoryMessagesRequest();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.comeFrom = value;
                        else
                            delete message.comeFrom;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.fromSign = value;
                        else
                            delete message.fromSign;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.uint32())
                            message.version = value;
                        else
                            delete message.version;
                        continue;
                    }
                case 4: {
                        if (wireType !== 0)
                            break;
                        if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Gets the type url for GetHistoryMessagesRequest
         * @function getTypeUrl
         * @memberof pb.GetHistoryMessagesRequest
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        GetHistoryMessagesRequest.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/pb.GetHistoryMessagesRequest";
        };

        return GetHistoryMessagesRequest;
    })();

    return pb;
})();

export {
  $root as default
};
