import * as $protobuf from "protobufjs";
import Long = require("long");

/** Namespace pb. */
export namespace pb {

    /**
     * Properties of a Web3MQRequestMessage.
     * @deprecated Use pb.Web3MQRequestMessage.$Properties instead.
     */
    interface IWeb3MQRequestMessage extends pb.Web3MQRequestMessage.$Properties {
    }

    /** Represents a Web3MQRequestMessage. */
    class Web3MQRequestMessage {

        /**
         * Constructs a new Web3MQRequestMessage.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.Web3MQRequestMessage.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Web3MQRequestMessage payload. */
        payload: Uint8Array;

        /** Web3MQRequestMessage contentTopic. */
        contentTopic: string;

        /** Web3MQRequestMessage version. */
        version: number;

        /** Web3MQRequestMessage comeFrom. */
        comeFrom: string;

        /** Web3MQRequestMessage fromSign. */
        fromSign: string;

        /** Web3MQRequestMessage payloadType. */
        payloadType: string;

        /** Web3MQRequestMessage cipherSuite. */
        cipherSuite: string;

        /** Web3MQRequestMessage needStore. */
        needStore: boolean;

        /** Web3MQRequestMessage timestamp. */
        timestamp: (number|Long);

        /** Web3MQRequestMessage messageId. */
        messageId: string;

        /** Web3MQRequestMessage messageType. */
        messageType?: (string|null);

        /** Web3MQRequestMessage nodeId. */
        nodeId: string;

        /** Web3MQRequestMessage validatePubKey. */
        validatePubKey: string;

        /** Web3MQRequestMessage extraData. */
        extraData: { [k: string]: string };

        /** Web3MQRequestMessage threadId. */
        threadId: string;

        /** Web3MQRequestMessage replyId. */
        replyId: string;

        /**
         * Encodes the specified Web3MQRequestMessage message. Does not implicitly {@link pb.Web3MQRequestMessage.verify|verify} messages.
         * @param message Web3MQRequestMessage message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.Web3MQRequestMessage.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Web3MQRequestMessage message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.Web3MQRequestMessage & pb.Web3MQRequestMessage.$Shape} Web3MQRequestMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.Web3MQRequestMessage & pb.Web3MQRequestMessage.$Shape;

        /**
         * Gets the type url for Web3MQRequestMessage
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Web3MQRequestMessage {

        /** Properties of a Web3MQRequestMessage. */
        interface $Properties {

            /** Web3MQRequestMessage payload */
            payload?: (Uint8Array|null);

            /** Web3MQRequestMessage contentTopic */
            contentTopic?: (string|null);

            /** Web3MQRequestMessage version */
            version?: (number|null);

            /** Web3MQRequestMessage comeFrom */
            comeFrom?: (string|null);

            /** Web3MQRequestMessage fromSign */
            fromSign?: (string|null);

            /** Web3MQRequestMessage payloadType */
            payloadType?: (string|null);

            /** Web3MQRequestMessage cipherSuite */
            cipherSuite?: (string|null);

            /** Web3MQRequestMessage needStore */
            needStore?: (boolean|null);

            /** Web3MQRequestMessage timestamp */
            timestamp?: (number|Long|null);

            /** Web3MQRequestMessage messageId */
            messageId?: (string|null);

            /** Web3MQRequestMessage messageType */
            messageType?: (string|null);

            /** Web3MQRequestMessage nodeId */
            nodeId?: (string|null);

            /** Web3MQRequestMessage validatePubKey */
            validatePubKey?: (string|null);

            /** Web3MQRequestMessage extraData */
            extraData?: ({ [k: string]: string }|null);

            /** Web3MQRequestMessage threadId */
            threadId?: (string|null);

            /** Web3MQRequestMessage replyId */
            replyId?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Web3MQRequestMessage. */
        type $Shape = pb.Web3MQRequestMessage.$Properties;
    }

    /**
     * Properties of a Web3MQMessageStatusResp.
     * @deprecated Use pb.Web3MQMessageStatusResp.$Properties instead.
     */
    interface IWeb3MQMessageStatusResp extends pb.Web3MQMessageStatusResp.$Properties {
    }

    /** Represents a Web3MQMessageStatusResp. */
    class Web3MQMessageStatusResp {

        /**
         * Constructs a new Web3MQMessageStatusResp.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.Web3MQMessageStatusResp.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Web3MQMessageStatusResp messageId. */
        messageId: string;

        /** Web3MQMessageStatusResp contentTopic. */
        contentTopic: string;

        /** Web3MQMessageStatusResp messageStatus. */
        messageStatus: string;

        /** Web3MQMessageStatusResp version. */
        version: string;

        /** Web3MQMessageStatusResp comeFrom. */
        comeFrom: string;

        /** Web3MQMessageStatusResp fromSign. */
        fromSign: string;

        /** Web3MQMessageStatusResp timestamp. */
        timestamp: (number|Long);

        /**
         * Encodes the specified Web3MQMessageStatusResp message. Does not implicitly {@link pb.Web3MQMessageStatusResp.verify|verify} messages.
         * @param message Web3MQMessageStatusResp message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.Web3MQMessageStatusResp.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Web3MQMessageStatusResp message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.Web3MQMessageStatusResp & pb.Web3MQMessageStatusResp.$Shape} Web3MQMessageStatusResp
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.Web3MQMessageStatusResp & pb.Web3MQMessageStatusResp.$Shape;

        /**
         * Gets the type url for Web3MQMessageStatusResp
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Web3MQMessageStatusResp {

        /** Properties of a Web3MQMessageStatusResp. */
        interface $Properties {

            /** Web3MQMessageStatusResp messageId */
            messageId?: (string|null);

            /** Web3MQMessageStatusResp contentTopic */
            contentTopic?: (string|null);

            /** Web3MQMessageStatusResp messageStatus */
            messageStatus?: (string|null);

            /** Web3MQMessageStatusResp version */
            version?: (string|null);

            /** Web3MQMessageStatusResp comeFrom */
            comeFrom?: (string|null);

            /** Web3MQMessageStatusResp fromSign */
            fromSign?: (string|null);

            /** Web3MQMessageStatusResp timestamp */
            timestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Web3MQMessageStatusResp. */
        type $Shape = pb.Web3MQMessageStatusResp.$Properties;
    }

    /**
     * Properties of a Web3MQChangeMessageStatus.
     * @deprecated Use pb.Web3MQChangeMessageStatus.$Properties instead.
     */
    interface IWeb3MQChangeMessageStatus extends pb.Web3MQChangeMessageStatus.$Properties {
    }

    /** Represents a Web3MQChangeMessageStatus. */
    class Web3MQChangeMessageStatus {

        /**
         * Constructs a new Web3MQChangeMessageStatus.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.Web3MQChangeMessageStatus.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Web3MQChangeMessageStatus messageId. */
        messageId: string;

        /** Web3MQChangeMessageStatus contentTopic. */
        contentTopic: string;

        /** Web3MQChangeMessageStatus messageStatus. */
        messageStatus: string;

        /** Web3MQChangeMessageStatus version. */
        version: string;

        /** Web3MQChangeMessageStatus comeFrom. */
        comeFrom: string;

        /** Web3MQChangeMessageStatus fromSign. */
        fromSign: string;

        /** Web3MQChangeMessageStatus timestamp. */
        timestamp: (number|Long);

        /**
         * Encodes the specified Web3MQChangeMessageStatus message. Does not implicitly {@link pb.Web3MQChangeMessageStatus.verify|verify} messages.
         * @param message Web3MQChangeMessageStatus message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.Web3MQChangeMessageStatus.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Web3MQChangeMessageStatus message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.Web3MQChangeMessageStatus & pb.Web3MQChangeMessageStatus.$Shape} Web3MQChangeMessageStatus
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.Web3MQChangeMessageStatus & pb.Web3MQChangeMessageStatus.$Shape;

        /**
         * Gets the type url for Web3MQChangeMessageStatus
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Web3MQChangeMessageStatus {

        /** Properties of a Web3MQChangeMessageStatus. */
        interface $Properties {

            /** Web3MQChangeMessageStatus messageId */
            messageId?: (string|null);

            /** Web3MQChangeMessageStatus contentTopic */
            contentTopic?: (string|null);

            /** Web3MQChangeMessageStatus messageStatus */
            messageStatus?: (string|null);

            /** Web3MQChangeMessageStatus version */
            version?: (string|null);

            /** Web3MQChangeMessageStatus comeFrom */
            comeFrom?: (string|null);

            /** Web3MQChangeMessageStatus fromSign */
            fromSign?: (string|null);

            /** Web3MQChangeMessageStatus timestamp */
            timestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Web3MQChangeMessageStatus. */
        type $Shape = pb.Web3MQChangeMessageStatus.$Properties;
    }

    /**
     * Properties of a MessageItem.
     * @deprecated Use pb.MessageItem.$Properties instead.
     */
    interface IMessageItem extends pb.MessageItem.$Properties {
    }

    /** Represents a MessageItem. */
    class MessageItem {

        /**
         * Constructs a new MessageItem.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.MessageItem.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** MessageItem messageId. */
        messageId: string;

        /** MessageItem version. */
        version: number;

        /** MessageItem payload. */
        payload: Uint8Array;

        /** MessageItem payloadType. */
        payloadType: string;

        /** MessageItem comeFrom. */
        comeFrom: string;

        /** MessageItem fromSign. */
        fromSign: string;

        /** MessageItem contentTopic. */
        contentTopic: string;

        /** MessageItem cipherSuite. */
        cipherSuite: string;

        /** MessageItem timestamp. */
        timestamp: (number|Long);

        /** MessageItem read. */
        read: boolean;

        /** MessageItem readTimestamp. */
        readTimestamp: (number|Long);

        /**
         * Encodes the specified MessageItem message. Does not implicitly {@link pb.MessageItem.verify|verify} messages.
         * @param message MessageItem message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.MessageItem.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a MessageItem message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.MessageItem & pb.MessageItem.$Shape} MessageItem
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.MessageItem & pb.MessageItem.$Shape;

        /**
         * Gets the type url for MessageItem
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace MessageItem {

        /** Properties of a MessageItem. */
        interface $Properties {

            /** MessageItem messageId */
            messageId?: (string|null);

            /** MessageItem version */
            version?: (number|null);

            /** MessageItem payload */
            payload?: (Uint8Array|null);

            /** MessageItem payloadType */
            payloadType?: (string|null);

            /** MessageItem comeFrom */
            comeFrom?: (string|null);

            /** MessageItem fromSign */
            fromSign?: (string|null);

            /** MessageItem contentTopic */
            contentTopic?: (string|null);

            /** MessageItem cipherSuite */
            cipherSuite?: (string|null);

            /** MessageItem timestamp */
            timestamp?: (number|Long|null);

            /** MessageItem read */
            read?: (boolean|null);

            /** MessageItem readTimestamp */
            readTimestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a MessageItem. */
        type $Shape = pb.MessageItem.$Properties;
    }

    /**
     * Properties of a Web3MQMessageListResponse.
     * @deprecated Use pb.Web3MQMessageListResponse.$Properties instead.
     */
    interface IWeb3MQMessageListResponse extends pb.Web3MQMessageListResponse.$Properties {
    }

    /** Represents a Web3MQMessageListResponse. */
    class Web3MQMessageListResponse {

        /**
         * Constructs a new Web3MQMessageListResponse.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.Web3MQMessageListResponse.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Web3MQMessageListResponse data. */
        data: pb.MessageItem.$Properties[];

        /**
         * Encodes the specified Web3MQMessageListResponse message. Does not implicitly {@link pb.Web3MQMessageListResponse.verify|verify} messages.
         * @param message Web3MQMessageListResponse message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.Web3MQMessageListResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Web3MQMessageListResponse message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.Web3MQMessageListResponse & pb.Web3MQMessageListResponse.$Shape} Web3MQMessageListResponse
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.Web3MQMessageListResponse & pb.Web3MQMessageListResponse.$Shape;

        /**
         * Gets the type url for Web3MQMessageListResponse
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Web3MQMessageListResponse {

        /** Properties of a Web3MQMessageListResponse. */
        interface $Properties {

            /** Web3MQMessageListResponse data */
            data?: (pb.MessageItem.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Web3MQMessageListResponse. */
        type $Shape = pb.Web3MQMessageListResponse.$Properties;
    }

    /**
     * Properties of a GetHistoryMessagesRequest.
     * @deprecated Use pb.GetHistoryMessagesRequest.$Properties instead.
     */
    interface IGetHistoryMessagesRequest extends pb.GetHistoryMessagesRequest.$Properties {
    }

    /** Represents a GetHistoryMessagesRequest. */
    class GetHistoryMessagesRequest {

        /**
         * Constructs a new GetHistoryMessagesRequest.
         * @param [properties] Properties to set
         */
        constructor(properties?: pb.GetHistoryMessagesRequest.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** GetHistoryMessagesRequest comeFrom. */
        comeFrom: string;

        /** GetHistoryMessagesRequest fromSign. */
        fromSign: string;

        /** GetHistoryMessagesRequest version. */
        version: number;

        /** GetHistoryMessagesRequest timestamp. */
        timestamp: (number|Long);

        /**
         * Encodes the specified GetHistoryMessagesRequest message. Does not implicitly {@link pb.GetHistoryMessagesRequest.verify|verify} messages.
         * @param message GetHistoryMessagesRequest message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: pb.GetHistoryMessagesRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a GetHistoryMessagesRequest message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {pb.GetHistoryMessagesRequest & pb.GetHistoryMessagesRequest.$Shape} GetHistoryMessagesRequest
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): pb.GetHistoryMessagesRequest & pb.GetHistoryMessagesRequest.$Shape;

        /**
         * Gets the type url for GetHistoryMessagesRequest
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace GetHistoryMessagesRequest {

        /** Properties of a GetHistoryMessagesRequest. */
        interface $Properties {

            /** GetHistoryMessagesRequest comeFrom */
            comeFrom?: (string|null);

            /** GetHistoryMessagesRequest fromSign */
            fromSign?: (string|null);

            /** GetHistoryMessagesRequest version */
            version?: (number|null);

            /** GetHistoryMessagesRequest timestamp */
            timestamp?: (number|Long|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a GetHistoryMessagesRequest. */
        type $Shape = pb.GetHistoryMessagesRequest.$Properties;
    }
}
